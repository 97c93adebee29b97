from tools.web_search.trusted import contracts as search
from tools.web_search.trusted.effects import web_search

import clauz3


@clauz3.guarantee(search.no_query_contains("sk-"))
def main(city: str) -> list[str]:
    return web_search("weather in " + city)
