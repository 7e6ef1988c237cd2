// runtime: dom. The end of a player's line on a slip of lines (places, races, teams): the drop box
// and the signature line.
export function DropAndSign() {
  return (
    <>
      <td className="slip-places-box">
        <span className="box" />
      </td>
      <td className="slip-places-sign">
        <span className="slip-sign-line" />
      </td>
    </>
  );
}
