from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url

import clauz3


@clauz3.guarantee(web.fetches_at_most(2))
def main() -> str:
    try:
        return fetch_url("https://mirror-a.example.com/data.txt")
    except TimeoutError:
        return fetch_url("https://mirror-b.example.com/data.txt")
    except OSError:
        return "unavailable"
