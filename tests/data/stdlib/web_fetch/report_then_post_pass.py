from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url, post_url

import clauz3


@clauz3.guarantee(web.only_fetch_under("https://status.example.com/"))
@clauz3.guarantee(web.fetches_at_most(2))
@clauz3.guarantee(web.url_length_at_most(40))
def main() -> str:
    status = fetch_url("https://status.example.com/today")
    return post_url("https://status.example.com/log", "seen " + str(len(status)))
