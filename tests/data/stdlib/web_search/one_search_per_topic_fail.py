from tools.web_search.trusted import contracts as search
from tools.web_search.trusted.effects import web_search

import clauz3


@clauz3.guarantee(search.searches_at_most(3))
def main(topics: list[str]) -> None:
    for topic in topics:
        if topic:
            print(topic, web_search(topic))
