/**
 * The page's Java side, compiled to JavaScript by TeaVM: {@link echoai.link1.web.WebLink}
 * encodes postcards to audio and decodes what the microphone heard, on link1-core's packages
 * only; {@code HeardJson} and {@code Json} hand the results to
 * the page's script as JSON.
 */
package echoai.link1.web;
