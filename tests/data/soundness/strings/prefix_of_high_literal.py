# Every prefix of the literal must start it; a long prefix does not.
# expect: failed
# inputs: ('',), ('\U00030000',), ('\U00030000\U0010ffff',), ('\U00030000\U0010ffffz',)
def main(s: str) -> bool:
    assert "\U00030000\U0010ffff".startswith(s)
    return True
