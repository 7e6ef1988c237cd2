// runtime: pure. IPC channel names, derived from operation names so no list is kept by hand.
export const channelFor = (operation: string) => `arbiter:${operation}`;
export const changeChannel = 'arbiter:change';
export const openProjectorChannel = 'arbiter-shell:open-projector';
/** The desk asks the shell to print a #/print/… route, or to save it as a PDF. */
export const printChannel = 'arbiter-shell:print';
/** The projector's preload asks which queries the room may read (the contract's, with the
 * features'), without loading the contract itself. */
export const roomQueriesChannel = 'arbiter-shell:room-queries';
/** The desk turns venue access on for this launch (the shell's, never an operation of the API). */
export const venueOnChannel = 'arbiter-shell:venue-on';
