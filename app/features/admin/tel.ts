/**
 * A phone number as a tel: link dials it: digits and a leading +, and without the trunk prefix
 * written in brackets after a country code ('+44 (0)20 …' is dialled '+4420…').
 */
export const telOf = (phone: string) => phone.replace(/^(\+\d+)\s*\(0\)/, "$1").replace(/(?!^\+)\D/g, "");
