// The CSS the core views share with each other and with plugins' views: search and fields (portico/ui TextField),
// Connect's slots, tokens. A view's or component's own rules come with its chunk (accountCss, allWalletsCss,
// whatIsAWalletCss, VirtualGrid's).
export const viewsCss = /* css */ `
.pt-search{display:flex;align-items:center;gap:8px;padding:0 12px;border:1px solid var(--pt-border);
border-radius:calc(var(--pt-r)*4);background:var(--pt-bg1);color:var(--pt-fg2)}
.pt-search:focus-within{border-color:var(--pt-accent)}
.pt-field{display:flex;flex-direction:column;gap:6px;min-width:0;margin:0;padding:0;border:0}
.pt-label{padding:0;font-weight:600}
.pt-search.pt-invalid{border-color:var(--pt-error)}
.pt-search .pt-btn{min-height:28px;padding:2px 10px}
.pt-field-note{margin:0;font-size:calc(var(--pt-fs)*1.2);overflow-wrap:anywhere}
.pt-search input{flex:1;min-width:0;height:40px;border:0;background:transparent;color:var(--pt-fg0);font:inherit;outline:none}
.pt-search input::placeholder{color:var(--pt-fg2)}
.pt-slot-email{min-height:calc(var(--pt-fs)*1.96 + 48px)}
/* The social row until it arrives: a wide row, the stack's gap and a row of buttons; one provider alone, one wide row. */
.pt-slot-social{min-height:56px}
.pt-slot-social:empty:not(.pt-slot-single){min-height:114px}
.pt-search input:focus-visible{outline:none}
.pt-link{align-self:center;padding:4px 8px;border:0;background:none;color:var(--pt-fg1);font:inherit;text-decoration:underline;
text-underline-offset:2px;cursor:pointer}
.pt-tag-s{padding:0 6px;font-size:calc(var(--pt-fs)*1)}
.pt-chip{display:inline-flex;align-items:center;gap:6px;padding-block:4px;padding-inline:4px 10px;border:1px solid var(--pt-border);
border-radius:999px;background:var(--pt-bg1);color:var(--pt-fg0);font:inherit;font-weight:500;cursor:pointer}
.pt-actions{display:grid;grid-template-columns:repeat(auto-fill,minmax(130px,1fr));gap:8px;margin:0;padding:0;list-style:none}
.pt-actions li:last-child:nth-child(odd){grid-column:1/-1}
.pt-actions .pt-btn{width:100%;height:100%;padding:8px;text-align:center;overflow-wrap:break-word;hyphens:auto}
.pt-token{display:flex;align-items:center;gap:12px;height:100%;padding:8px;border-radius:calc(var(--pt-r)*3)}
.pt-token-text{display:flex;flex:1;flex-direction:column;min-width:0}
.pt-token-value{font-weight:600}
`
