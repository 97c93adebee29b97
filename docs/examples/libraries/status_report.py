"""Check a status page and log what it said, touching no other site."""

from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url, post_url

import clauz3


@clauz3.guarantee(web.only_fetch_under("https://status.example.com/"))
@clauz3.guarantee(web.fetches_at_most(2))
@clauz3.guarantee(web.no_url_contains("token"))
def main() -> None:
    try:
        page = fetch_url("https://status.example.com/today")
    except TimeoutError:
        print("status page too slow")
        return
    except OSError:
        print("status page unavailable")
        return
    state = "down" if "outage" in page else "up"
    post_url("https://status.example.com/log", "checked: " + state)
    print("service is", state)
