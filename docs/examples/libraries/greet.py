"""Greet the user by name, reading only the variables it is allowed to."""

from tools.env.trusted import contracts as env
from tools.env.trusted.effects import read_env

import clauz3


@clauz3.guarantee(env.only_vars(["USER", "GREETING"]))
@clauz3.guarantee(env.env_reads_at_most(2))
def main() -> str:
    greeting = read_env("GREETING")
    if greeting == "":
        greeting = "Hello"
    message = greeting + ", " + read_env("USER") + "!"
    print(message)
    return message
