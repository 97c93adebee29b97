# A `KeyError`'s text is its key's repr, not the key itself: for text that is never the
# same, so the assertion fails for every name.
# expect: failed
# inputs: ('',), ('ab',), ('key',), ('x y',)
def main(name: str) -> int:
    try:
        raise KeyError(name)
    except KeyError as e:
        assert str(e) == name
    return 0
