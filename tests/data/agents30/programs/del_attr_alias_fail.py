# prove: failed AttributeError
"""Logs out through one name and then reads the token through another: the attribute is gone
for both (one object), so the read raises AttributeError."""
from tools.agents.trusted.effects import ask, send


class Session:
    def __init__(self, user: str):
        self.user = user
        self.token = "tok-" + user


def main() -> int:
    session = Session("bob")
    alias = session
    if ask("log out? ") == "yes":
        del alias.token
    send(session.user, "token " + session.token)
    return 0
