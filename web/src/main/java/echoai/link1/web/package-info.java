/**
 * The page's Java side, compiled to JavaScript by TeaVM: {@link echoai.link1.web.WebLink}
 * encodes postcards to audio and decodes what the microphone heard, on link1-core's packages
 * only; {@code HeardJson} and {@code Json} hand the results to
 * the page's script as JSON. Its message functions are what the npm package {@code link1-modem}
 * ({@code web/npm/index.js}) wraps: {@code MessageListeners} holds the open message receivers
 * behind their handles, {@code MessageJson} writes what they heard and hold as JSON. The page's
 * two-way mode opens stations: {@code TwoWayStation} (one station, sending or answering, at the
 * capture rate), {@code TwoWayStations} (their handles), {@code StationJson} (their state).
 */
package echoai.link1.web;
