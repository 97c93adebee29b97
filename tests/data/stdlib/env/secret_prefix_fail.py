from tools.env.trusted import contracts as env
from tools.env.trusted.effects import read_env

import clauz3


@clauz3.guarantee(env.never_var_prefix("AWS_"))
def main(name: str) -> str:
    if name != "AWS_SECRET_ACCESS_KEY" and len(name) > 0:
        return read_env(name)
    return ""
