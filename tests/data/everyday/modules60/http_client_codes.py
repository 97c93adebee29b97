"""Map status codes to reason phrases with http.client, as a log summariser does."""
import http.client
from http import client
from http.client import responses, HTTPException, OK as SUCCESS

CODES = [200, 201, 301, 404, 404, 500, 503, 418, 299, 204]


def main():
    for code in CODES:
        print(code, responses.get(code, "Unknown"), code in responses)
    print(http.client.responses[404], http.client.OK, repr(http.client.NOT_FOUND), http.client.OK == 200)
    print(client.responses is responses, SUCCESS, http.HTTPStatus(404) is client.NOT_FOUND, client.NOT_FOUND.value)
    print(http.client.HTTP_PORT, http.client.HTTPS_PORT, len(responses), list(responses.items())[:3])
    print(http.client.INTERNAL_SERVER_ERROR.phrase, http.client.TOO_MANY_REQUESTS + 0, http.client.IM_A_TEAPOT.name)
    seen = {}
    for code in CODES:
        seen[responses.get(code, "?")] = seen.get(responses.get(code, "?"), 0) + 1
    print(sorted(seen.items()))
    responses[299] = "Custom"
    print(http.client.responses[299], responses.pop(299))
    for exc in (http.client.BadStatusLine(""), http.client.IncompleteRead(b"abc", 5), http.client.LineTooLong("header line"),
                http.client.NotConnected("gone"), http.client.InvalidURL("no scheme")):
        try:
            raise exc
        except HTTPException as err:
            print(type(err).__name__, err, err.args, isinstance(err, http.client.error))
    try:
        raise http.client.CannotSendRequest("busy")
    except http.client.ImproperConnectionState as err:
        print("improper:", err, issubclass(http.client.ResponseNotReady, HTTPException))
    return responses[200]
