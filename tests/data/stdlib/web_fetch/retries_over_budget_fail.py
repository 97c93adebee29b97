from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url

import clauz3


@clauz3.guarantee(web.fetches_at_most(2))
def main() -> str:
    for attempt in range(3):
        try:
            return fetch_url("https://flaky.example.com/data.txt")
        except OSError:
            print("attempt", attempt, "failed")
    return ""
