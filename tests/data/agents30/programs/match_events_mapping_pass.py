# prove: skipped
"""Events as dicts, dispatched with mapping patterns."""
from tools.agents.trusted.effects import fetch_status, send


def event_for(url: str) -> dict:
    try:
        return {"kind": "status", "url": url, "code": fetch_status(url)}
    except TimeoutError:
        return {"kind": "timeout", "url": url}
    except ConnectionError as e:
        return {"kind": "error", "why": str(e)}


def main() -> int:
    alerts = 0
    for url in ["/a", "/b", "/c"]:
        match event_for(url):
            case {"kind": "status", "code": 200 | 201 | 204}:
                print(url, "ok")
            case {"kind": "status", "code": code} if code >= 500:
                send("ops", url + " down " + str(code))
                alerts += 1
            case {"kind": "status", "code": code}:
                print(url, "client error", code)
            case {"kind": "timeout", **rest}:
                print("timeout", rest)
            case _:
                alerts += 1
    return alerts
