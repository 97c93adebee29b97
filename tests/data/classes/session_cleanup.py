"""A session store that forgets tokens with `del obj.attr` and clears its cache through a
property deleter; frozen records refuse deletion."""
from dataclasses import dataclass, FrozenInstanceError


class Session:
    def __init__(self, user, role="viewer"):
        self.user = user
        self.token = "t-" + user
        self._cache = {"home": 1}
        self.role = role

    @property
    def cache(self):
        return self._cache

    @cache.setter
    def cache(self, value):
        self._cache = dict(value)

    @cache.deleter
    def cache(self):
        print("dropping cache of", self.user)
        self._cache = {}

    def logout(self):
        del self.token

    def is_active(self):
        try:
            self.token
        except AttributeError:
            return False
        return True


class Guest(Session):
    role = "guest"


class Slotted:
    __slots__ = ("a", "b")

    def __init__(self):
        self.a = 1


@dataclass(frozen=True)
class Grant:
    user: str
    scope: str = "read"


@dataclass
class Draft:
    title: str
    tags: int = 0


def main():
    s = Session("ann")
    print(s.token, s.cache, s.is_active())
    s.logout()
    print("active after logout:", s.is_active())
    try:
        del s.token
    except AttributeError as e:
        print("again:", e)
    del s.cache
    print(s.cache)
    s.cache = [("b", 2)]
    print(s.cache)
    del s.cache, s.user
    try:
        print(s.user)
    except AttributeError as e:
        print("no user:", e)
    g = Guest("bob", "admin")
    print(g.role)
    del g.role
    print("class value shows again:", g.role)
    try:
        del g.role
    except AttributeError as e:
        print("twice:", e)
    sl = Slotted()
    for name in ["a", "b"]:
        try:
            if name == "a":
                del sl.a
            else:
                del sl.b
            print("deleted", name)
        except AttributeError as e:
            print("slot error:", e)
    grant = Grant("ann")
    try:
        del grant.scope
    except FrozenInstanceError as e:
        print("frozen:", e)
    try:
        del grant.other
    except FrozenInstanceError as e:
        print("frozen other:", e)
    d = Draft("x", 3)
    del d.tags
    print("dataclass default shows again:", d.tags)
    count = 0
    for sess in [Session("c"), Session("d")]:
        sess.logout()
        count += 0 if sess.is_active() else 1
    return count


if __name__ == "__main__":
    main()
