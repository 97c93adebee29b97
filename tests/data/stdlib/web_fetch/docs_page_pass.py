from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url

import clauz3


@clauz3.guarantee(web.https_only())
@clauz3.guarantee(web.only_fetch_under("https://docs.example.com/"))
@clauz3.guarantee(web.fetches_at_most(1))
def main(page: str) -> str:
    if page not in ["install", "quickstart", "faq"]:
        return ""
    return fetch_url("https://docs.example.com/" + page)
