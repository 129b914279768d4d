/**
 * Mantine's green 9 darkened by 10 % (#2b8a3e → #277c38): white text on it reads 5:1, WCAG AA for the small bold text
 * of badges and buttons, where the filled green of the primary shade (8) gives 3.4:1 and green 9 4.4:1 (axe).
 */
export const STRONG_GREEN = '#277c38';
