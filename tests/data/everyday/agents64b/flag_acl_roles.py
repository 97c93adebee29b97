"""Role-based access control on enum.Flag combinations."""
from enum import Flag, auto


class Perm(Flag):
    NONE = 0
    READ = auto()
    WRITE = auto()
    DELETE = auto()
    SHARE = auto()
    ADMIN = auto()
    EDITOR = READ | WRITE
    OWNER = READ | WRITE | DELETE | SHARE

    def describe(self):
        if not self:
            return "nothing"
        return "+".join(m.name.lower() for m in Perm if m in self and m._value_ & (m._value_ - 1) == 0)

    @property
    def level(self):
        return bin(self.value).count("1")


ROLE_PERMS = {
    "guest": Perm.NONE,
    "viewer": Perm.READ,
    "editor": Perm.EDITOR,
    "owner": Perm.OWNER,
    "root": Perm.OWNER | Perm.ADMIN,
}


class AccessDenied(PermissionError):
    def __init__(self, user, needed, had):
        missing = needed & ~had
        super().__init__(f"{user} lacks {missing.describe()}")
        self.missing = missing


class Document:
    def __init__(self, title, owner):
        self.title = title
        self.grants = {owner: ROLE_PERMS["owner"]}

    def grant(self, user, role):
        self.grants[user] = self.grants.get(user, Perm.NONE) | ROLE_PERMS[role]

    def revoke(self, user, perm):
        self.grants[user] = self.grants.get(user, Perm.NONE) & ~perm

    def check(self, user, needed):
        had = self.grants.get(user, Perm.NONE)
        if needed not in had:
            raise AccessDenied(user, needed, had)
        return True


def main():
    doc = Document("roadmap", "ines")
    doc.grant("tom", "viewer")
    doc.grant("zoe", "editor")
    doc.grant("zoe", "viewer")
    doc.grant("max", "root")
    doc.revoke("max", Perm.DELETE)
    for user, perms in sorted(doc.grants.items()):
        print(f"{user:<5} {perms.describe():<28} level={perms.level}")
    requests = [("tom", Perm.READ), ("tom", Perm.WRITE), ("zoe", Perm.EDITOR),
                ("zoe", Perm.WRITE | Perm.SHARE), ("max", Perm.ADMIN), ("max", Perm.OWNER),
                ("eve", Perm.READ)]
    for user, need in requests:
        try:
            doc.check(user, need)
            print("allow", user, need.describe())
        except AccessDenied as exc:
            print("deny ", exc, "| missing value", exc.missing.value)
    print(Perm.EDITOR in Perm.OWNER, Perm.SHARE in Perm.EDITOR, bool(Perm.NONE))
    print(Perm(3) is Perm.EDITOR, Perm["WRITE"].value, Perm.OWNER ^ Perm.READ == Perm(14))
    print([m.name for m in Perm])
    print(len(Perm.OWNER), list(Perm.EDITOR))


if __name__ == "__main__":
    main()
