"""Contracts over web searches: how many, and what a query may carry.

``no_query_contains`` keeps a secret out of the queries a program sends, as
``web_fetch``'s ``no_url_contains`` keeps it out of URLs.
"""

from clauz3.spec import ContractSpec, contract, effect
from clauz3.spec import no_guarantees as nothing_promised
from tools.web_search.trusted.effects import web_search

Search = effect(web_search)


@contract
def no_guarantees() -> ContractSpec:
    """Promise nothing about web searches."""
    return nothing_promised()


@contract
def no_searches() -> ContractSpec:
    """No search is made."""
    return Search.empty()


@contract
def searches_at_most(count: int) -> ContractSpec:
    """At most ``count`` searches are made."""
    return Search.count() <= count


@contract
def query_length_at_most(max_chars: int) -> ContractSpec:
    """Every query is at most ``max_chars`` characters long."""
    return Search.all(lambda e: len(e.query) <= max_chars)


@contract
def no_query_contains(substring: str) -> ContractSpec:
    """No query contains ``substring``."""
    return Search.all(lambda e: substring not in e.query)
