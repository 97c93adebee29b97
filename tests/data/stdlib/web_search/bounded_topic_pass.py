from tools.web_search.trusted import contracts as search
from tools.web_search.trusted.effects import web_search

import clauz3


@clauz3.guarantee(search.query_length_at_most(60))
@clauz3.guarantee(search.searches_at_most(1))
def main(topic: str) -> list[str]:
    if len(topic) == 0 or len(topic) > 50:
        return []
    return web_search(topic + " tutorial")
