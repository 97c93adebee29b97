"""User accounts: passwords passed through InitVar, class-level counters with ClassVar."""
import hashlib
from dataclasses import InitVar, asdict, dataclass, field, fields, replace
from typing import ClassVar


@dataclass
class Account:
    username: str
    password: InitVar[str]
    salt: InitVar[str] = "s1"
    role: str = "user"
    digest: str = field(init=False, default="")
    created: ClassVar[int] = 0
    ROLES: ClassVar[tuple] = ("user", "admin")

    def __post_init__(self, password, salt):
        if self.role not in self.ROLES:
            raise ValueError(f"unknown role {self.role!r}")
        if len(password) < 6:
            raise ValueError("password too short")
        self.digest = hashlib.sha256((salt + password).encode()).hexdigest()[:12]
        Account.created_log.append(self.username)

    def check(self, password, salt="s1"):
        return hashlib.sha256((salt + password).encode()).hexdigest()[:12] == self.digest


Account.created_log = []


def main():
    ana = Account("ana", "hunter22")
    bo = Account("bo", "correct horse", "pepper", role="admin")
    print(ana)
    print(bo.check("correct horse"), bo.check("correct horse", "pepper"), ana.check("hunter22"))
    print([f.name for f in fields(Account)], asdict(bo))
    print(Account.salt, Account.created, Account.created_log)
    for args in [("cy", "abc"), ("dee", "longenough", "x", "root")]:
        try:
            Account(*args)
        except ValueError as e:
            print("ValueError:", e)
    try:
        replace(ana, role="admin")
    except ValueError as e:
        print("ValueError:", e)
    ana2 = replace(ana, password="another1")
    print(ana2, ana2 == ana, ana2.digest != ana.digest)
    try:
        print(ana.password)
    except AttributeError as e:
        print("AttributeError:", e)
    return len(Account.created_log)


if __name__ == "__main__":
    main()
