from tools.web_search.trusted import contracts as search
from tools.web_search.trusted.effects import web_search

import clauz3


@clauz3.guarantee(search.no_query_contains("sk-"))
@clauz3.guarantee(search.searches_at_most(1))
def main(city: str) -> list[str]:
    if "sk-" in city:
        return []
    return web_search("weather in " + city)
