/**
 * The query parameter that brings a redirect login's answer back to the page it left (`GET_SOCIAL_REDIRECT_URI`'s
 * `returnTo`): the secure site's callback page adds it, the embedded wallet takes it off the address.
 */
export const RETURN_PARAMETER = 'portico_social_result'
