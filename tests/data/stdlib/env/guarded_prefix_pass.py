from tools.env.trusted import contracts as env
from tools.env.trusted.effects import read_env

import clauz3


@clauz3.guarantee(env.never_var_prefix("AWS_"))
@clauz3.guarantee(env.never_vars(["TOKEN"]))
def main(name: str) -> str:
    if len(name) > 0 and not name.startswith("AWS_") and name != "TOKEN":
        return read_env(name)
    return ""
