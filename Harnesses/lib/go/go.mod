module pathways.local/harnesslib

go 1.19
