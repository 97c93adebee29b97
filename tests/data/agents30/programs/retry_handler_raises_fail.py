# prove: failed RuntimeError
"""The handler re-raises its own error on the second timeout: a raise nothing handles."""
from tools.agents.trusted.effects import fetch_status


def main() -> int:
    timeouts = 0
    codes = []
    for url in ["a", "b"]:
        try:
            codes.append(fetch_status("https://example.org/" + url))
        except TimeoutError:
            timeouts += 1
            if timeouts > 1:
                raise RuntimeError("too many timeouts")
        except ConnectionError:
            codes.append(0)
    print(codes, timeouts)
    return len(codes)
