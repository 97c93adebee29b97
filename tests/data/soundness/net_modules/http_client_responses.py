# `http.client.responses` has a phrase for HTTPStatus's codes only, all within 100..511, so a
# code it names is in that range. A table with other keys (or none) would not prove it.
# expect: proved
# inputs: (200,), (404,), (299,), (-1,)
from http.client import responses


def main(code: int) -> str:
    phrase = responses.get(code, "")
    if phrase:
        assert 100 <= code <= 511
    return phrase
