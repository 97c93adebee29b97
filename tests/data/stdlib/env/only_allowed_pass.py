from tools.env.trusted import contracts as env
from tools.env.trusted.effects import read_env

import clauz3


@clauz3.guarantee(env.only_vars(["HOME", "LANG"]))
@clauz3.guarantee(env.env_reads_at_most(2))
def main(lang: bool) -> str:
    home = read_env("HOME")
    if lang:
        return home + read_env("LANG")
    return home
