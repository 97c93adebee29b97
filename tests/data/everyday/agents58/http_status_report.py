"""Summarise HTTP responses by status class using http.HTTPStatus and flag error bursts."""
from collections import Counter, deque
from http import HTTPStatus

RESPONSES = [200, 200, 301, 200, 404, 200, 500, 503, 502, 200, 201, 204, 429, 429, 429, 200, 418, 304, 200, 500]


def status_class(code: int) -> str:
    return {1: "informational", 2: "success", 3: "redirect", 4: "client error", 5: "server error"}[code // 100]


def describe(code: int) -> str:
    try:
        status = HTTPStatus(code)
    except ValueError:
        return f"{code} (unknown)"
    return f"{status.value} {status.phrase}"


def bursts(codes, window=3, threshold=3):
    recent = deque(maxlen=window)
    for i, code in enumerate(codes):
        recent.append(code >= 500 or code == HTTPStatus.TOO_MANY_REQUESTS)
        if len(recent) == window and sum(recent) >= threshold:
            yield i - window + 1, i


def main():
    by_class = Counter(status_class(c) for c in RESPONSES)
    total = len(RESPONSES)
    for cls in ("success", "redirect", "client error", "server error"):
        n = by_class[cls]
        print(f"{cls:<13} {n:>3} {n / total:>6.1%} {'#' * n}")
    print()
    for code, n in Counter(RESPONSES).most_common():
        print(f"  {describe(code):<32} x{n}")
    for start, end in bursts(RESPONSES):
        print(f"burst of errors at requests {start}..{end}: {RESPONSES[start:end + 1]}")
    ok = HTTPStatus.OK
    print(ok, ok.name, int(ok), ok == 200, HTTPStatus.NOT_FOUND.description)
    print("client errors seen:", sorted({c for c in RESPONSES if 400 <= c < 500}))


if __name__ == "__main__":
    main()
