"""Print the links a configured search backend finds for one query."""

from tools.web_search.trusted import contracts as search
from tools.web_search.trusted.effects import web_search

import clauz3


@clauz3.guarantee(search.searches_at_most(1))
@clauz3.guarantee(search.query_length_at_most(40))
@clauz3.guarantee(search.no_query_contains("@"))
def main() -> None:
    for url in web_search("rust async tutorial"):
        print(url)
