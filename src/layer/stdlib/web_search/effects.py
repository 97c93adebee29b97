"""The web_search library's one effect: a search through a backend the user configures.

No search vendor is built in. ``clauz3 run`` POSTs ``{"query": ..., "key": ...}`` as JSON
to the URL in ``CLAUZ3_SEARCH_URL`` (the key from ``CLAUZ3_SEARCH_API_KEY``, ``""`` when
unset) and expects a JSON array of result URLs back. The request has a 30-second limit and
a 10 MiB limit on the response, and follows redirects only to ``http``/``https`` URLs.

The prover never runs the body, so proofs need no backend. At run time an unset
``CLAUZ3_SEARCH_URL`` raises ``RuntimeError``; a failed request raises ``OSError``
(``TimeoutError`` when it runs out of time); a response that is not a JSON array raises
``ValueError``.
"""

import deal

import clauz3


@clauz3.requires(lambda query: len(query) > 0, message="query must be non-empty")
@deal.raises(OSError, RuntimeError, ValueError)
@clauz3.trusted
def web_search(query: str) -> list[str]:
    """The result URLs the configured backend returns for ``query``."""
    ...
