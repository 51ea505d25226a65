"""The bidding variants of RULES.md §3 as plug-ins (`game.plugin.Plugin`) of `HandState`.

`auction` holds what Chiamata and Licitazione share (turn order, passes, the end of the
auction, the redeal); `chiamata` and `licitazione` hold their bids, calls and scoring.
"""
