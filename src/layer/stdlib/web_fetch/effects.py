"""The web_fetch library's effects: an HTTP GET and an HTTP POST of text.

Both are in the ``Fetch`` relation of ``contracts.py`` (a POST is also a ``Post``), so
contracts can bound which URLs a program reaches, how many requests it makes and what a
URL may carry.

The prover never runs these bodies: a call is a fact, its preconditions obligations.
``clauz3 run`` makes the request natively, with a 30-second limit, a 10 MiB limit on the
response body, and redirects followed only while every hop is a URL the preconditions
accept. The body is decoded as UTF-8, an undecodable byte replaced. A failure raises
``OSError`` in the program: an HTTP error status (``HTTP Error 404: Not Found``), a host
that cannot be reached, a refused redirect or an oversized body; running out of time
raises ``TimeoutError``, one of its subclasses.
"""

import deal

import clauz3
from clauz3._path_safety import url_has_no_parent_segments


@clauz3.requires(
    lambda url: url_has_no_parent_segments(url),
    message="url must not contain parent-directory segments",
)
@clauz3.requires(
    lambda url: url.startswith("http://") or url.startswith("https://"),
    message="url must start with http:// or https://",
)
@deal.raises(OSError)
@clauz3.trusted
def fetch_url(url: str) -> str:
    """The body of the response to a GET of ``url``, as text."""
    ...


@clauz3.requires(
    lambda url, body: url_has_no_parent_segments(url),
    message="url must not contain parent-directory segments",
)
@clauz3.requires(
    lambda url, body: url.startswith("http://") or url.startswith("https://"),
    message="url must start with http:// or https://",
)
@deal.raises(OSError)
@clauz3.trusted
def post_url(url: str, body: str) -> str:
    """The body of the response to a POST of ``body`` (UTF-8 ``text/plain``) to ``url``."""
    ...
