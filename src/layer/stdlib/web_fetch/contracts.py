"""Contracts over HTTP requests: which URLs, how many, and whether a program may POST.

``Fetch`` holds every request, GET and POST alike; ``Post`` only the POSTs. URL contracts
compare the URL as the program passed it; ``no_url_contains`` is the guard against a
program smuggling a secret out in a URL.
"""

from clauz3.spec import ContractSpec, contract, effect
from clauz3.spec import no_guarantees as nothing_promised
from tools.web_fetch.trusted.effects import fetch_url, post_url

Fetch = effect(fetch_url, post_url)
Post = effect(post_url)


@contract
def no_guarantees() -> ContractSpec:
    """Promise nothing about HTTP requests."""
    return nothing_promised()


@contract
def no_fetches() -> ContractSpec:
    """No HTTP request is made, GET or POST."""
    return Fetch.empty()


@contract
def no_posts() -> ContractSpec:
    """No HTTP POST is made; GETs stay allowed."""
    return Post.empty()


@contract
def only_fetch_under(prefix: str) -> ContractSpec:
    """Every requested URL starts with ``prefix`` (give scheme, host and path: ``https://api.example.com/``)."""
    return Fetch.all(lambda e: e.url.startswith(prefix))


@contract
def never_fetch_under(prefix: str) -> ContractSpec:
    """No requested URL starts with ``prefix``."""
    return Fetch.all(lambda e: not e.url.startswith(prefix))


@contract
def https_only() -> ContractSpec:
    """Every requested URL is an ``https://`` one."""
    return Fetch.all(lambda e: e.url.startswith("https://"))


@contract
def fetches_at_most(count: int) -> ContractSpec:
    """At most ``count`` requests are made, GETs and POSTs together."""
    return Fetch.count() <= count


@contract
def no_url_contains(substring: str) -> ContractSpec:
    """No requested URL contains ``substring``: a secret cannot leave in a path or a query."""
    return Fetch.all(lambda e: substring not in e.url)


@contract
def url_length_at_most(max_chars: int) -> ContractSpec:
    """Every requested URL is at most ``max_chars`` characters long."""
    return Fetch.all(lambda e: len(e.url) <= max_chars)
