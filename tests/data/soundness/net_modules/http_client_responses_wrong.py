# The twin of `http_client_responses.py`: 500 (and the other 5xx codes) have phrases, so the
# claim that every named code is below 500 fails.
# expect: failed
# inputs: (200,), (404,), (500,), (503,)
from http.client import responses


def main(code: int) -> str:
    phrase = responses.get(code, "")
    if phrase:
        assert code < 500
    return phrase
