# prove: proved
"""The program's own exception classes in a hierarchy: a base caught for any agent error."""
from tools.agents.trusted.effects import fetch_status


class AgentError(Exception):
    pass


class RetryExhausted(AgentError):
    pass


class Throttled(AgentError):
    pass


def get(url: str) -> int:
    for _ in range(2):
        try:
            status = fetch_status(url)
        except (TimeoutError, ConnectionError):
            continue
        if status == 429:
            raise Throttled(url)
        return status
    raise RetryExhausted(url)


def main() -> int:
    results = []
    for url in ["/a", "/b", "/c"]:
        try:
            results.append(get(url))
        except RetryExhausted as e:
            print("exhausted", e)
            results.append(-1)
        except AgentError as e:
            print(type(e).__name__, e)
            results.append(-2)
    print(results)
    return sum(results)
