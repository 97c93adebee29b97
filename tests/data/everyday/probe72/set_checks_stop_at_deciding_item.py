"""A permission checker tests a stream of requested scopes against granted sets with
`isdisjoint` and `issuperset`, then reads what is left of the stream: CPython stops reading at
the item that decides."""


def requested():
    for scope in ["read", "write", "admin", "audit"]:
        print("requested", scope)
        yield scope


def main():
    granted = {"read", "write"}
    stream = iter(["write", "delete", "read", "admin"])
    print("disjoint:", granted.isdisjoint(stream), "left:", list(stream))
    stream = iter(["read", "delete", "write"])
    print("superset:", granted.issuperset(stream), "left:", list(stream))
    print(frozenset({"x"}).isdisjoint(requested()))
    print(granted.issuperset(requested()))
    print({"read": 1}.keys().isdisjoint(iter(["none", "read", "never"])))
    print(granted.issuperset(iter([])), granted.isdisjoint(map(str.lower, ["READ"])))
    stream = iter(["guest", ["nested"], "read"])
    try:
        granted.isdisjoint(stream)
    except TypeError as exc:
        print("TypeError:", exc, list(stream))
    try:
        ["read"].isdisjoint(requested())
    except AttributeError as exc:
        print("AttributeError:", exc)
