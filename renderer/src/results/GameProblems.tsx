// runtime: dom. What is wrong with one game, under its fields: the desk's own checks and the
// core's refusals, in words; read out as they appear.
export function GameProblems({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className="game-problems" role="alert">
      {messages.map((p, i) => (
        <li key={i}>{p}</li>
      ))}
    </ul>
  );
}
