from tools.web_fetch.trusted import contracts as web
from tools.web_fetch.trusted.effects import fetch_url

import clauz3


@clauz3.guarantee(web.no_url_contains("token="))
def main(signed_in: bool) -> str:
    query = "q=weather"
    if signed_in:
        query = query + "&token=abc123"
    return fetch_url("https://api.example.com/search?" + query)
