from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url, post_url

import clauz3


@clauz3.guarantee(web.no_posts())
def main(upload: bool) -> str:
    page = fetch_url("https://example.com/")
    if upload:
        post_url("https://example.com/upload", page)
    return page
