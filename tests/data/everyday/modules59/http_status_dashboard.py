"""Summarise an access log's status codes with http.HTTPStatus: phrases, classes, retries."""
import http
from http import HTTPStatus, HTTPMethod

LOG = [
    ("GET", 200), ("GET", 304), ("POST", 201), ("GET", 404), ("DELETE", 204), ("GET", 200),
    ("PUT", 409), ("GET", 503), ("POST", 422), ("GET", 599), ("PATCH", 200), ("GET", 418),
]
RETRYABLE = {HTTPStatus.TOO_MANY_REQUESTS, HTTPStatus.SERVICE_UNAVAILABLE, HTTPStatus.GATEWAY_TIMEOUT}


def label(code):
    try:
        status = HTTPStatus(code)
    except ValueError as err:
        return f"{code} ??? ({err})"
    return f"{status:d} {status.phrase}"


def main():
    counts = {}
    for method, code in LOG:
        counts[code] = counts.get(code, 0) + 1
    for code in sorted(counts):
        print(f"{label(code):<40} x{counts[code]}")
    ok = HTTPStatus.OK
    print(ok, repr(ok), str(ok), f"{ok}", f"[{ok:>6}]", ok.name, ok.value, int(ok) + 1, ok * 2)
    print(ok == 200, 200 == ok, ok < HTTPStatus.CREATED, ok in (200, 201), hash(ok) == hash(200))
    print(HTTPStatus(404) is HTTPStatus.NOT_FOUND, HTTPStatus["NOT_FOUND"].description)
    print(hasattr(ok, "phrase"), hasattr(ok, "is_success"), hasattr(HTTPMethod.GET, "description"))
    print(type(HTTPStatus.OK).__name__, isinstance(HTTPStatus.OK.value, int), isinstance(HTTPStatus.OK, HTTPStatus))
    print(len(HTTPStatus), list(HTTPStatus)[:3], [s.value for s in HTTPStatus][-3:])
    print(sorted(s.phrase for s in HTTPStatus if 300 <= s < 400))
    print(max(HTTPStatus), min(HTTPStatus), HTTPStatus.IM_A_TEAPOT.phrase)
    print(any(code in RETRYABLE for _, code in LOG), 503 in RETRYABLE, http.HTTPStatus.ACCEPTED.phrase)
    print(HTTPStatus.MISDIRECTED_REQUEST.description, HTTPStatus.UNPROCESSABLE_ENTITY.phrase)
    by_class = {}
    for status in HTTPStatus:
        by_class.setdefault(status // 100, []).append(status.name)
    for cls, names in by_class.items():
        print(f"{cls}xx: {len(names):>2} codes, first {names[0]}, last {names[-1]}")
    for bad in ("NOPE", 999, "200"):
        try:
            print(HTTPStatus[bad] if isinstance(bad, str) and not bad.isdigit() else HTTPStatus(bad))
        except (KeyError, ValueError) as err:
            print(type(err).__name__, err)
    print(HTTPMethod.GET, repr(HTTPMethod.POST), HTTPMethod("PUT").description, HTTPMethod.GET == "GET")
    print([m.value for m in HTTPMethod], f"{HTTPMethod.PATCH:>8}|", HTTPMethod.GET.name)
    unsafe = [m for m, _ in LOG if HTTPMethod(m) not in (HTTPMethod.GET, HTTPMethod.HEAD)]
    print("unsafe requests:", unsafe)


if __name__ == "__main__":
    main()
