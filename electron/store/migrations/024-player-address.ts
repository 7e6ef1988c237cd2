// runtime: node. How sentences about a player are worded in languages that mark gender in the past
// tense and adjectives (Russian "выбрала", Polish "Obecna"): 'female', 'male', or NULL when not
// given, for which the sentences are written to fit anyone.
export const sql = `
ALTER TABLE players ADD COLUMN form_of_address TEXT CHECK (form_of_address IS NULL OR form_of_address IN ('female', 'male'));
`;
