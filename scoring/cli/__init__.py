"""Subcommands of `python -m scoring`; each module has `main(argv) -> int`."""
