/**
 * A card's class list: its own class (`askq`, what styles.css hangs on) and the app's `className`,
 * when given. Every part's root joins just these two, so no class-list library is needed.
 */
export const withClassName = (own: string, className: string | undefined): string => (className ? `${own} ${className}` : own);
