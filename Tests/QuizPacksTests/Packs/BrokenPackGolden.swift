// What `BrokenPackCorpus` reads as, case by case: written by `BrokenPackCorpusTests` with
// QUIZ_RECORD_PACK_GOLDEN=1. Do not edit by hand.

let brokenPackGolden = #"""
    === quiz id [min]
    p:1:80: item 1: id: missing; this field is required
    p:1:485: item 2: id: must be a whole number, found null
    p:1:894: item 3: id: must be a whole number, found a string
    p:1:1302: item 4: id: must be a whole number, found a boolean
    p:1:1711: item 5: id: must be a whole number, found an array
    p:1:2118: item 6: id: must be a whole number, found an object
    p:1:3745: item 10 (id 42): id: duplicate id 42; item 9 has it too, and ids must be unique in a pack
    p:1:5385: item 14 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:1:5792: item 15: id: must be a whole number of at most 15 digits, found 1000000000000000
    p:1:7042: item 18: id: must be a whole number of at most 15 digits, found 1.2345678901234568e+18
    p:1:7466: item 19: id: must be a whole number of at most 15 digits, found 46.5
    p:1:8285: item 21 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:1:8693: item 22 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:1:9102: item 23 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:1:9513: item 24: id: must be a whole number of at most 15 digits, found 48.00000000000001
    good items 6,7,8,10,11,12,15,16,19
    ok  p  quiz  9 items  es  6eb26eba41f8ff0
    === quiz id [pretty]
    p:8:5: item 1: id: missing; this field is required
    p:42:13: item 2: id: must be a whole number, found null
    p:76:13: item 3: id: must be a whole number, found a string
    p:110:13: item 4: id: must be a whole number, found a boolean
    p:144:13: item 5: id: must be a whole number, found an array
    p:178:13: item 6: id: must be a whole number, found an object
    p:314:13: item 10 (id 42): id: duplicate id 42; item 9 has it too, and ids must be unique in a pack
    p:450:13: item 14 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:484:13: item 15: id: must be a whole number of at most 15 digits, found 1000000000000000
    p:586:13: item 18: id: must be a whole number of at most 15 digits, found 1.2345678901234568e+18
    p:620:13: item 19: id: must be a whole number of at most 15 digits, found 46.5
    p:688:13: item 21 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:722:13: item 22 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:756:13: item 23 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:790:13: item 24: id: must be a whole number of at most 15 digits, found 48.00000000000001
    good items 6,7,8,10,11,12,15,16,19
    ok  p  quiz  9 items  es  6eb26eba41f8ff0
    === quiz question [min]
    p:1:80: item 1 (id 1000): question: missing; this field is required
    p:1:456: item 2 (id 1001): question: must be a string, found null
    p:1:826: item 3 (id 1002): question: must be a string, found a number
    p:1:1193: item 4 (id 1003): question: must be a string, found a number
    p:1:1562: item 5 (id 1004): question: must be a string, found a boolean
    p:1:1932: item 6 (id 1005): question: must be a string, found an array
    p:1:2300: item 7 (id 1006): question: must be a string, found an object
    p:1:2668: item 8 (id 1007): question: must be a string, found an array
    p:1:3039: item 9 (id 1008): question: is empty; write some text here
    p:1:3407: item 10 (id 1009): question: is empty; write some text here
    p:1:3778: item 11 (id 1010): question: is empty; write some text here
    p:1:4148: item 12 (id 1011): question: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:5279: item 15 (id 1014): question: character 3 is U+000D (a control character), which would not show as text; remove it
    p:1:5652: item 16 (id 1015): question: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:1:6025: item 17 (id 1016): question: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:1:6398: item 18 (id 1017): question: character 4 is U+007F (a control character), which would not show as text; remove it
    p:1:6771: item 19 (id 1018): question: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:1:7143: item 20 (id 1019): question: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:1:7516: item 21 (id 1020): question: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:1:9808: item 27 (id 1026): question: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:1:10182: item 28 (id 1027): question: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1:11975: item 32 (id 1031): question: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1:12364: item 33 (id 1032): question: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 12,13,21,22,23,24,25,28,29,30,33
    ok  p  quiz  11 items  es  c97abaf6f9e69452
    === quiz question [pretty]
    p:8:5: item 1 (id 1000): question: missing; this field is required
    p:43:19: item 2 (id 1001): question: must be a string, found null
    p:77:19: item 3 (id 1002): question: must be a string, found a number
    p:111:19: item 4 (id 1003): question: must be a string, found a number
    p:145:19: item 5 (id 1004): question: must be a string, found a boolean
    p:179:19: item 6 (id 1005): question: must be a string, found an array
    p:213:19: item 7 (id 1006): question: must be a string, found an object
    p:247:19: item 8 (id 1007): question: must be a string, found an array
    p:283:19: item 9 (id 1008): question: is empty; write some text here
    p:317:19: item 10 (id 1009): question: is empty; write some text here
    p:351:19: item 11 (id 1010): question: is empty; write some text here
    p:385:19: item 12 (id 1011): question: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:487:19: item 15 (id 1014): question: character 3 is U+000D (a control character), which would not show as text; remove it
    p:521:19: item 16 (id 1015): question: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:555:19: item 17 (id 1016): question: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:589:19: item 18 (id 1017): question: character 4 is U+007F (a control character), which would not show as text; remove it
    p:623:19: item 19 (id 1018): question: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:657:19: item 20 (id 1019): question: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:691:19: item 21 (id 1020): question: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:895:19: item 27 (id 1026): question: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:929:19: item 28 (id 1027): question: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1065:19: item 32 (id 1031): question: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1099:19: item 33 (id 1032): question: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 12,13,21,22,23,24,25,28,29,30,33
    ok  p  quiz  11 items  es  c97abaf6f9e69452
    === quiz answer [min]
    p:1:80: item 1 (id 1000): answer: missing; quiz items in a local pack carry their answer
    p:1:547: item 2 (id 1001): answer: must be a string, found null
    p:1:953: item 3 (id 1002): answer: must be a string, found a number
    p:1:1356: item 4 (id 1003): answer: must be a string, found a number
    p:1:1761: item 5 (id 1004): answer: must be a string, found a boolean
    p:1:2167: item 6 (id 1005): answer: must be a string, found an array
    p:1:2571: item 7 (id 1006): answer: must be a string, found an object
    p:1:2975: item 8 (id 1007): answer: must be a string, found an array
    p:1:3382: item 9 (id 1008): answer: is empty; write some text here
    p:1:3786: item 10 (id 1009): answer: is empty; write some text here
    p:1:4193: item 11 (id 1010): answer: is empty; write some text here
    p:1:4599: item 12 (id 1011): answer: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:5011: item 13 (id 1012): answer: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:1:5424: item 14 (id 1013): answer: character 4 is U+000A (a control character), which would not show as text; remove it
    p:1:5838: item 15 (id 1014): answer: character 3 is U+000D (a control character), which would not show as text; remove it
    p:1:6247: item 16 (id 1015): answer: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:1:6656: item 17 (id 1016): answer: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:1:7065: item 18 (id 1017): answer: character 4 is U+007F (a control character), which would not show as text; remove it
    p:1:7474: item 19 (id 1018): answer: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:1:7882: item 20 (id 1019): answer: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:1:8291: item 21 (id 1020): answer: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:1:10799: item 27 (id 1026): answer: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:1:11209: item 28 (id 1027): answer: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1:13146: item 32 (id 1031): answer: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1:13571: item 33 (id 1032): answer: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  quiz  9 items  es  ebe3042102cd1b11
    === quiz answer [pretty]
    p:8:5: item 1 (id 1000): answer: missing; quiz items in a local pack carry their answer
    p:44:17: item 2 (id 1001): answer: must be a string, found null
    p:78:17: item 3 (id 1002): answer: must be a string, found a number
    p:112:17: item 4 (id 1003): answer: must be a string, found a number
    p:146:17: item 5 (id 1004): answer: must be a string, found a boolean
    p:180:17: item 6 (id 1005): answer: must be a string, found an array
    p:214:17: item 7 (id 1006): answer: must be a string, found an object
    p:248:17: item 8 (id 1007): answer: must be a string, found an array
    p:284:17: item 9 (id 1008): answer: is empty; write some text here
    p:318:17: item 10 (id 1009): answer: is empty; write some text here
    p:352:17: item 11 (id 1010): answer: is empty; write some text here
    p:386:17: item 12 (id 1011): answer: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:420:17: item 13 (id 1012): answer: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:454:17: item 14 (id 1013): answer: character 4 is U+000A (a control character), which would not show as text; remove it
    p:488:17: item 15 (id 1014): answer: character 3 is U+000D (a control character), which would not show as text; remove it
    p:522:17: item 16 (id 1015): answer: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:556:17: item 17 (id 1016): answer: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:590:17: item 18 (id 1017): answer: character 4 is U+007F (a control character), which would not show as text; remove it
    p:624:17: item 19 (id 1018): answer: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:658:17: item 20 (id 1019): answer: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:692:17: item 21 (id 1020): answer: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:896:17: item 27 (id 1026): answer: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:930:17: item 28 (id 1027): answer: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1066:17: item 32 (id 1031): answer: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1100:17: item 33 (id 1032): answer: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  quiz  9 items  es  ebe3042102cd1b11
    === quiz author [min]
    p:1:626: item 3 (id 1002): author: must be an object, found a string
    p:1:861: item 4 (id 1003): author: must be an object, found an array
    p:1:1093: item 5 (id 1004): author.username: missing; this field is required
    p:1:2119: item 9 (id 1008): author: "username" appears twice in this object; keep one
    p:1:2365: item 10 (id 1009): author.username: must be a string, found null
    p:1:2600: item 11 (id 1010): author.username: missing; this field is required
    p:1:2625: item 11 (id 1010): author.id: must be a whole number, found a string
    p:1:2609: item 11 (id 1010): author.photo: "../u.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    good items 0,1,5,6,7
    ok  p  quiz  5 items  es  9e6807564f020eb7
    === quiz author [pretty]
    p:55:17: item 3 (id 1002): author: must be an object, found a string
    p:77:17: item 4 (id 1003): author: must be an object, found an array
    p:99:17: item 5 (id 1004): author.username: missing; this field is required
    p:197:21: item 9 (id 1008): author: "username" appears twice in this object; keep one
    p:221:21: item 10 (id 1009): author.username: must be a string, found null
    p:244:17: item 11 (id 1010): author.username: missing; this field is required
    p:246:15: item 11 (id 1010): author.id: must be a whole number, found a string
    p:245:18: item 11 (id 1010): author.photo: "../u.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    good items 0,1,5,6,7
    ok  p  quiz  5 items  es  9e6807564f020eb7
    === quiz author.username [min]
    p:1:172: item 1 (id 1000): author.username: missing; this field is required
    p:1:599: item 2 (id 1001): author.username: must be a string, found null
    p:1:1007: item 3 (id 1002): author.username: must be a string, found a number
    p:1:1412: item 4 (id 1003): author.username: must be a string, found a number
    p:1:1819: item 5 (id 1004): author.username: must be a string, found a boolean
    p:1:2227: item 6 (id 1005): author.username: must be a string, found an array
    p:1:2633: item 7 (id 1006): author.username: must be a string, found an object
    p:1:3039: item 8 (id 1007): author.username: must be a string, found an array
    p:1:3448: item 9 (id 1008): author.username: is empty; write some text here
    p:1:3854: item 10 (id 1009): author.username: is empty; write some text here
    p:1:4263: item 11 (id 1010): author.username: is empty; write some text here
    p:1:4671: item 12 (id 1011): author.username: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:5085: item 13 (id 1012): author.username: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:1:5500: item 14 (id 1013): author.username: character 4 is U+000A (a control character), which would not show as text; remove it
    p:1:5916: item 15 (id 1014): author.username: character 3 is U+000D (a control character), which would not show as text; remove it
    p:1:6327: item 16 (id 1015): author.username: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:1:6738: item 17 (id 1016): author.username: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:1:7149: item 18 (id 1017): author.username: character 4 is U+007F (a control character), which would not show as text; remove it
    p:1:7560: item 19 (id 1018): author.username: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:1:7970: item 20 (id 1019): author.username: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:1:8381: item 21 (id 1020): author.username: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:1:10901: item 27 (id 1026): author.username: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:1:11313: item 28 (id 1027): author.username: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1:13258: item 32 (id 1031): author.username: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1:13685: item 33 (id 1032): author.username: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  quiz  9 items  es  5e499974b3ec3cf5
    === quiz author.username [pretty]
    p:12:17: item 1 (id 1000): author.username: missing; this field is required
    p:48:21: item 2 (id 1001): author.username: must be a string, found null
    p:82:21: item 3 (id 1002): author.username: must be a string, found a number
    p:116:21: item 4 (id 1003): author.username: must be a string, found a number
    p:150:21: item 5 (id 1004): author.username: must be a string, found a boolean
    p:184:21: item 6 (id 1005): author.username: must be a string, found an array
    p:218:21: item 7 (id 1006): author.username: must be a string, found an object
    p:252:21: item 8 (id 1007): author.username: must be a string, found an array
    p:288:21: item 9 (id 1008): author.username: is empty; write some text here
    p:322:21: item 10 (id 1009): author.username: is empty; write some text here
    p:356:21: item 11 (id 1010): author.username: is empty; write some text here
    p:390:21: item 12 (id 1011): author.username: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:424:21: item 13 (id 1012): author.username: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:458:21: item 14 (id 1013): author.username: character 4 is U+000A (a control character), which would not show as text; remove it
    p:492:21: item 15 (id 1014): author.username: character 3 is U+000D (a control character), which would not show as text; remove it
    p:526:21: item 16 (id 1015): author.username: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:560:21: item 17 (id 1016): author.username: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:594:21: item 18 (id 1017): author.username: character 4 is U+007F (a control character), which would not show as text; remove it
    p:628:21: item 19 (id 1018): author.username: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:662:21: item 20 (id 1019): author.username: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:696:21: item 21 (id 1020): author.username: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:900:21: item 27 (id 1026): author.username: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:934:21: item 28 (id 1027): author.username: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1070:21: item 32 (id 1031): author.username: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1104:21: item 33 (id 1032): author.username: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  quiz  9 items  es  5e499974b3ec3cf5
    === quiz author.id [min]
    p:1:1811: item 5 (id 1004): author.id: must be a whole number, found a string
    p:1:2222: item 6 (id 1005): author.id: must be a whole number of at most 15 digits, found 1.5
    p:1:3044: item 8 (id 1007): author.id: must be a whole number, found a boolean
    p:1:3456: item 9 (id 1008): author.id: must be a whole number, found an array
    p:1:3866: item 10 (id 1009): author.id: must be a whole number of at most 15 digits, found 10000000000000000
    good items 0,1,2,3,6,10
    ok  p  quiz  6 items  es  ca1b6a7142ff2ea0
    === quiz author.id [pretty]
    p:148:15: item 5 (id 1004): author.id: must be a whole number, found a string
    p:182:15: item 6 (id 1005): author.id: must be a whole number of at most 15 digits, found 1.5
    p:250:15: item 8 (id 1007): author.id: must be a whole number, found a boolean
    p:284:15: item 9 (id 1008): author.id: must be a whole number, found an array
    p:318:15: item 10 (id 1009): author.id: must be a whole number of at most 15 digits, found 10000000000000000
    good items 0,1,2,3,6,10
    ok  p  quiz  6 items  es  ca1b6a7142ff2ea0
    === quiz author.isAdmin [min]
    p:1:1808: item 5 (id 1004): author.isAdmin: must be true or false, found a number
    p:1:2213: item 6 (id 1005): author.isAdmin: must be true or false, found a string
    p:1:2622: item 7 (id 1006): author.isAdmin: must be true or false, found an array
    good items 0,1,2,3
    ok  p  quiz  4 items  es  24ce9dd4e830575e
    === quiz author.isAdmin [pretty]
    p:149:20: item 5 (id 1004): author.isAdmin: must be true or false, found a number
    p:183:20: item 6 (id 1005): author.isAdmin: must be true or false, found a string
    p:217:20: item 7 (id 1006): author.isAdmin: must be true or false, found an array
    good items 0,1,2,3
    ok  p  quiz  4 items  es  24ce9dd4e830575e
    === quiz author.profileName [min]
    p:1:2214: item 6 (id 1005): author.profileName: must be a string, found a number
    p:1:2613: item 7 (id 1006): author.profileName: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:3021: item 8 (id 1007): author.profileName: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:1:3828: item 10 (id 1009): author.profileName: must be a string, found an array
    p:1:4228: item 11 (id 1010): author.profileName: must be a string, found an object
    p:1:4628: item 12 (id 1011): author.profileName: character 1 is U+200B (an invisible character), which would not show as text; remove it
    good items 0,1,2,3,4,8
    ok  p  quiz  6 items  es  ad22929dbcd6ada3
    === quiz author.profileName [pretty]
    p:185:24: item 6 (id 1005): author.profileName: must be a string, found a number
    p:219:24: item 7 (id 1006): author.profileName: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:253:24: item 8 (id 1007): author.profileName: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:321:24: item 10 (id 1009): author.profileName: must be a string, found an array
    p:355:24: item 11 (id 1010): author.profileName: must be a string, found an object
    p:389:24: item 12 (id 1011): author.profileName: character 1 is U+200B (an invisible character), which would not show as text; remove it
    good items 0,1,2,3,4,8
    ok  p  quiz  6 items  es  ad22929dbcd6ada3
    === quiz author.accountTypeId [min]
    p:1:1877: item 5 (id 1004): author.accountTypeId: must be a whole number, found a string
    p:1:2288: item 6 (id 1005): author.accountTypeId: must be a whole number of at most 15 digits, found 1.5
    p:1:3110: item 8 (id 1007): author.accountTypeId: must be a whole number, found a boolean
    p:1:3522: item 9 (id 1008): author.accountTypeId: must be a whole number, found an array
    p:1:3932: item 10 (id 1009): author.accountTypeId: must be a whole number of at most 15 digits, found 10000000000000000
    good items 0,1,2,3,6,10
    ok  p  quiz  6 items  es  a66c799d5304b486
    === quiz author.accountTypeId [pretty]
    p:152:26: item 5 (id 1004): author.accountTypeId: must be a whole number, found a string
    p:186:26: item 6 (id 1005): author.accountTypeId: must be a whole number of at most 15 digits, found 1.5
    p:254:26: item 8 (id 1007): author.accountTypeId: must be a whole number, found a boolean
    p:288:26: item 9 (id 1008): author.accountTypeId: must be a whole number, found an array
    p:322:26: item 10 (id 1009): author.accountTypeId: must be a whole number of at most 15 digits, found 10000000000000000
    good items 0,1,2,3,6,10
    ok  p  quiz  6 items  es  a66c799d5304b486
    === quiz author.profileId [min]
    p:1:1883: item 5 (id 1004): author.profileId: must be a whole number, found a string
    p:1:2291: item 6 (id 1005): author.profileId: must be a whole number of at most 15 digits, found 1.5
    p:1:3107: item 8 (id 1007): author.profileId: must be a whole number, found a boolean
    p:1:3516: item 9 (id 1008): author.profileId: must be a whole number, found an array
    p:1:3923: item 10 (id 1009): author.profileId: must be a whole number of at most 15 digits, found 10000000000000000
    good items 0,1,2,3,6,10
    ok  p  quiz  6 items  es  8323692c3e585a90
    === quiz author.profileId [pretty]
    p:153:22: item 5 (id 1004): author.profileId: must be a whole number, found a string
    p:187:22: item 6 (id 1005): author.profileId: must be a whole number of at most 15 digits, found 1.5
    p:255:22: item 8 (id 1007): author.profileId: must be a whole number, found a boolean
    p:289:22: item 9 (id 1008): author.profileId: must be a whole number, found an array
    p:323:22: item 10 (id 1009): author.profileId: must be a whole number of at most 15 digits, found 10000000000000000
    good items 0,1,2,3,6,10
    ok  p  quiz  6 items  es  8323692c3e585a90
    === quiz author.photo [min]
    p:1:959: item 3 (id 1002): author.photo: must be a URL string or an object {"url": ...}, found a number
    p:1:1301: item 4 (id 1003): author.photo: must be a URL string or an object {"url": ...}, found a number
    p:1:1645: item 5 (id 1004): author.photo: must be a URL string or an object {"url": ...}, found a boolean
    p:1:1990: item 6 (id 1005): author.photo: must be a URL string or an object {"url": ...}, found an array
    p:1:2333: item 7 (id 1006): author.photo.url: missing; this field is required
    p:1:2676: item 8 (id 1007): author.photo: "" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:3019: item 9 (id 1008): author.photo: " " is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:4093: item 12 (id 1011): author.photo: "https://" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:4444: item 13 (id 1012): author.photo: "http://:80/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:4798: item 14 (id 1013): author.photo: "http://h:8a/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:5877: item 17 (id 1016): author.photo: "http://[::1" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:6231: item 18 (id 1017): author.photo: "http://[::1]x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:6947: item 20 (id 1019): author.photo: "http://user@/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:7303: item 21 (id 1020): author.photo: "ftp://x/y.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:8367: item 24 (id 1023): author.photo: "../a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:8718: item 25 (id 1024): author.photo: "/abs.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:9069: item 26 (id 1025): author.photo: "a//b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:9420: item 27 (id 1026): author.photo: "x.txt" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:9768: item 28 (id 1027): author.photo: "a b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:10118: item 29 (id 1028): author.photo: "https://x.test/a b" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:10479: item 30 (id 1029): author.photo: character 16 is U+200B (an invisible character), which would not show as text; remove it
    p:1:10838: item 31 (id 1030): author.photo: character 16 is U+0007 (a control character), which would not show as text; remove it
    p:1:11202: item 32 (id 1031): author.photo: "imágenes/a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:12984: item 37 (id 1036): author.photo: "./a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:14522: item 41 (id 1040): author.photo.url: must be a string, found null
    p:1:14868: item 42 (id 1041): author.photo.url: missing; this field is required
    p:1:15218: item 43 (id 1042): author.photo.url: "ftp://x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:15576: item 44 (id 1043): author.photo.url: is empty; write some text here
    p:1:15927: item 45 (id 1044): author.photo.url: is empty; write some text here
    p:1:16298: item 46 (id 1045): author.photo.mime: must be a string, found a number
    p:1:17053: item 48 (id 1047): author.photo.filename: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:17798: item 50 (id 1049): author.photo: "url" appears twice in this object; keep one
    p:1:18188: item 51 (id 1050): author.photo.mime: "a" appears twice in this object; keep one
    p:1:18177: item 51 (id 1050): author.photo.mime: must be a string, found an object
    p:1:18532: item 52 (id 1051): author.photo: must be a URL string or an object {"url": ...}, found an array
    p:1:18893: item 53 (id 1052): author.photo.url: must be a string, found an array
    p:1:19248: item 54 (id 1053): author.photo.url: missing; this field is required
    good items 0,1,9,10,14,15,18,21,22,32,33,34,35,37,38,39,46,48
    ok  p  quiz  18 items  es  1fe7ce0679ab9a62
    === quiz author.photo [pretty]
    p:78:18: item 3 (id 1002): author.photo: must be a URL string or an object {"url": ...}, found a number
    p:108:18: item 4 (id 1003): author.photo: must be a URL string or an object {"url": ...}, found a number
    p:138:18: item 5 (id 1004): author.photo: must be a URL string or an object {"url": ...}, found a boolean
    p:168:18: item 6 (id 1005): author.photo: must be a URL string or an object {"url": ...}, found an array
    p:198:18: item 7 (id 1006): author.photo.url: missing; this field is required
    p:228:18: item 8 (id 1007): author.photo: "" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:258:18: item 9 (id 1008): author.photo: " " is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:348:18: item 12 (id 1011): author.photo: "https://" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:378:18: item 13 (id 1012): author.photo: "http://:80/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:408:18: item 14 (id 1013): author.photo: "http://h:8a/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:498:18: item 17 (id 1016): author.photo: "http://[::1" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:528:18: item 18 (id 1017): author.photo: "http://[::1]x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:588:18: item 20 (id 1019): author.photo: "http://user@/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:618:18: item 21 (id 1020): author.photo: "ftp://x/y.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:708:18: item 24 (id 1023): author.photo: "../a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:738:18: item 25 (id 1024): author.photo: "/abs.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:768:18: item 26 (id 1025): author.photo: "a//b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:798:18: item 27 (id 1026): author.photo: "x.txt" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:828:18: item 28 (id 1027): author.photo: "a b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:858:18: item 29 (id 1028): author.photo: "https://x.test/a b" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:888:18: item 30 (id 1029): author.photo: character 16 is U+200B (an invisible character), which would not show as text; remove it
    p:918:18: item 31 (id 1030): author.photo: character 16 is U+0007 (a control character), which would not show as text; remove it
    p:948:18: item 32 (id 1031): author.photo: "imágenes/a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1098:18: item 37 (id 1036): author.photo: "./a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1229:18: item 41 (id 1040): author.photo.url: must be a string, found null
    p:1260:18: item 42 (id 1041): author.photo.url: missing; this field is required
    p:1291:18: item 43 (id 1042): author.photo.url: "ftp://x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1323:18: item 44 (id 1043): author.photo.url: is empty; write some text here
    p:1355:18: item 45 (id 1044): author.photo.url: is empty; write some text here
    p:1388:19: item 46 (id 1045): author.photo.mime: must be a string, found a number
    p:1455:23: item 48 (id 1047): author.photo.filename: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1521:18: item 50 (id 1049): author.photo: "url" appears twice in this object; keep one
    p:1556:18: item 51 (id 1050): author.photo.mime: "a" appears twice in this object; keep one
    p:1554:19: item 51 (id 1050): author.photo.mime: must be a string, found an object
    p:1588:18: item 52 (id 1051): author.photo: must be a URL string or an object {"url": ...}, found an array
    p:1621:18: item 53 (id 1052): author.photo.url: must be a string, found an array
    p:1654:18: item 54 (id 1053): author.photo.url: missing; this field is required
    good items 0,1,9,10,14,15,18,21,22,32,33,34,35,37,38,39,46,48
    ok  p  quiz  18 items  es  1fe7ce0679ab9a62
    === quiz author.photo.url [min]
    p:1:282: item 1 (id 1000): author.photo.url: missing; this field is required
    p:1:707: item 2 (id 1001): author.photo.url: must be a string, found null
    p:1:1098: item 3 (id 1002): author.photo.url: must be a string, found a number
    p:1:1486: item 4 (id 1003): author.photo.url: must be a string, found a number
    p:1:1876: item 5 (id 1004): author.photo.url: must be a string, found a boolean
    p:1:2267: item 6 (id 1005): author.photo.url: must be a string, found an array
    p:1:2656: item 7 (id 1006): author.photo.url: must be a string, found an object
    p:1:3045: item 8 (id 1007): author.photo.url: must be a string, found an array
    p:1:3437: item 9 (id 1008): author.photo.url: is empty; write some text here
    p:1:3826: item 10 (id 1009): author.photo.url: is empty; write some text here
    p:1:4218: item 11 (id 1010): author.photo.url: is empty; write some text here
    p:1:4609: item 12 (id 1011): author.photo.url: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:5006: item 13 (id 1012): author.photo.url: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:1:5404: item 14 (id 1013): author.photo.url: character 4 is U+000A (a control character), which would not show as text; remove it
    p:1:5803: item 15 (id 1014): author.photo.url: character 3 is U+000D (a control character), which would not show as text; remove it
    p:1:6197: item 16 (id 1015): author.photo.url: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:1:6591: item 17 (id 1016): author.photo.url: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:1:6985: item 18 (id 1017): author.photo.url: character 4 is U+007F (a control character), which would not show as text; remove it
    p:1:7379: item 19 (id 1018): author.photo.url: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:1:7772: item 20 (id 1019): author.photo.url: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:1:8166: item 21 (id 1020): author.photo.url: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:1:8560: item 22 (id 1021): author.photo.url: "joiner‍ok" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:8958: item 23 (id 1022): author.photo.url: "Ñandú 😀 ok" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:9357: item 24 (id 1023): author.photo.url: "Été" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:9759: item 25 (id 1024): author.photo.url: "café 😀" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:10170: item 26 (id 1025): author.photo.url: "quote " slash / back \" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:10584: item 27 (id 1026): author.photo.url: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:1:10979: item 28 (id 1027): author.photo.url: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1:11378: item 29 (id 1028): author.photo.url: "abcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghij" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:12067: item 30 (id 1029): author.photo.url: "  padded  " is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:12466: item 31 (id 1030): author.photo.url: "x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:12856: item 32 (id 1031): author.photo.url: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1:13266: item 33 (id 1032): author.photo.url: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    p:1:13658: item 34 (id 1033): author.photo.url: "🇪🇸 👩‍💻" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    good items 
    === quiz author.photo.url [pretty]
    p:19:18: item 1 (id 1000): author.photo.url: missing; this field is required
    p:55:18: item 2 (id 1001): author.photo.url: must be a string, found null
    p:89:18: item 3 (id 1002): author.photo.url: must be a string, found a number
    p:123:18: item 4 (id 1003): author.photo.url: must be a string, found a number
    p:157:18: item 5 (id 1004): author.photo.url: must be a string, found a boolean
    p:191:18: item 6 (id 1005): author.photo.url: must be a string, found an array
    p:225:18: item 7 (id 1006): author.photo.url: must be a string, found an object
    p:259:18: item 8 (id 1007): author.photo.url: must be a string, found an array
    p:295:18: item 9 (id 1008): author.photo.url: is empty; write some text here
    p:329:18: item 10 (id 1009): author.photo.url: is empty; write some text here
    p:363:18: item 11 (id 1010): author.photo.url: is empty; write some text here
    p:397:18: item 12 (id 1011): author.photo.url: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:431:18: item 13 (id 1012): author.photo.url: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:465:18: item 14 (id 1013): author.photo.url: character 4 is U+000A (a control character), which would not show as text; remove it
    p:499:18: item 15 (id 1014): author.photo.url: character 3 is U+000D (a control character), which would not show as text; remove it
    p:533:18: item 16 (id 1015): author.photo.url: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:567:18: item 17 (id 1016): author.photo.url: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:601:18: item 18 (id 1017): author.photo.url: character 4 is U+007F (a control character), which would not show as text; remove it
    p:635:18: item 19 (id 1018): author.photo.url: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:669:18: item 20 (id 1019): author.photo.url: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:703:18: item 21 (id 1020): author.photo.url: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:737:18: item 22 (id 1021): author.photo.url: "joiner‍ok" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:771:18: item 23 (id 1022): author.photo.url: "Ñandú 😀 ok" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:805:18: item 24 (id 1023): author.photo.url: "Été" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:839:18: item 25 (id 1024): author.photo.url: "café 😀" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:873:18: item 26 (id 1025): author.photo.url: "quote " slash / back \" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:907:18: item 27 (id 1026): author.photo.url: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:941:18: item 28 (id 1027): author.photo.url: character 1 is U+001B (a control character), which would not show as text; remove it
    p:975:18: item 29 (id 1028): author.photo.url: "abcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghijabcdefghij" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1009:18: item 30 (id 1029): author.photo.url: "  padded  " is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1043:18: item 31 (id 1030): author.photo.url: "x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1077:18: item 32 (id 1031): author.photo.url: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1111:18: item 33 (id 1032): author.photo.url: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    p:1145:18: item 34 (id 1033): author.photo.url: "🇪🇸 👩‍💻" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    good items 
    === quiz author.photo.mime [min]
    p:1:2303: item 6 (id 1005): author.photo.mime: must be a string, found a number
    p:1:2702: item 7 (id 1006): author.photo.mime: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:3110: item 8 (id 1007): author.photo.mime: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:1:3917: item 10 (id 1009): author.photo.mime: must be a string, found an array
    p:1:4317: item 11 (id 1010): author.photo.mime: must be a string, found an object
    p:1:4717: item 12 (id 1011): author.photo.mime: character 1 is U+200B (an invisible character), which would not show as text; remove it
    good items 0,1,2,3,4,8
    ok  p  quiz  6 items  es  902f84cd98804f83
    === quiz author.photo.mime [pretty]
    p:190:19: item 6 (id 1005): author.photo.mime: must be a string, found a number
    p:224:19: item 7 (id 1006): author.photo.mime: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:258:19: item 8 (id 1007): author.photo.mime: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:326:19: item 10 (id 1009): author.photo.mime: must be a string, found an array
    p:360:19: item 11 (id 1010): author.photo.mime: must be a string, found an object
    p:394:19: item 12 (id 1011): author.photo.mime: character 1 is U+200B (an invisible character), which would not show as text; remove it
    good items 0,1,2,3,4,8
    ok  p  quiz  6 items  es  902f84cd98804f83
    === quiz author.photo.filename [min]
    p:1:2304: item 6 (id 1005): author.photo.filename: must be a string, found a number
    p:1:2707: item 7 (id 1006): author.photo.filename: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:3119: item 8 (id 1007): author.photo.filename: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:1:3934: item 10 (id 1009): author.photo.filename: must be a string, found an array
    p:1:4338: item 11 (id 1010): author.photo.filename: must be a string, found an object
    p:1:4742: item 12 (id 1011): author.photo.filename: character 1 is U+200B (an invisible character), which would not show as text; remove it
    good items 0,1,2,3,4,8
    ok  p  quiz  6 items  es  ee577b8114646f51
    === quiz author.photo.filename [pretty]
    p:189:23: item 6 (id 1005): author.photo.filename: must be a string, found a number
    p:223:23: item 7 (id 1006): author.photo.filename: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:257:23: item 8 (id 1007): author.photo.filename: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:325:23: item 10 (id 1009): author.photo.filename: must be a string, found an array
    p:359:23: item 11 (id 1010): author.photo.filename: must be a string, found an object
    p:393:23: item 12 (id 1011): author.photo.filename: character 1 is U+200B (an invisible character), which would not show as text; remove it
    good items 0,1,2,3,4,8
    ok  p  quiz  6 items  es  ee577b8114646f51
    === quiz attachment [min]
    p:1:1129: item 3 (id 1002): attachment: must be a URL string or an object {"url": ...}, found a number
    p:1:1517: item 4 (id 1003): attachment: must be a URL string or an object {"url": ...}, found a number
    p:1:1907: item 5 (id 1004): attachment: must be a URL string or an object {"url": ...}, found a boolean
    p:1:2298: item 6 (id 1005): attachment: must be a URL string or an object {"url": ...}, found an array
    p:1:2687: item 7 (id 1006): attachment.url: missing; this field is required
    p:1:3076: item 8 (id 1007): attachment: "" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:3465: item 9 (id 1008): attachment: " " is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:4677: item 12 (id 1011): attachment: "https://" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:5074: item 13 (id 1012): attachment: "http://:80/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:5474: item 14 (id 1013): attachment: "http://h:8a/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:6691: item 17 (id 1016): attachment: "http://[::1" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:7091: item 18 (id 1017): attachment: "http://[::1]x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:7899: item 20 (id 1019): attachment: "http://user@/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:8301: item 21 (id 1020): attachment: "ftp://x/y.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:9503: item 24 (id 1023): attachment: "../a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:9900: item 25 (id 1024): attachment: "/abs.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:10297: item 26 (id 1025): attachment: "a//b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:10694: item 27 (id 1026): attachment: "x.txt" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:11088: item 28 (id 1027): attachment: "a b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:11484: item 29 (id 1028): attachment: "https://x.test/a b" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:11891: item 30 (id 1029): attachment: character 16 is U+200B (an invisible character), which would not show as text; remove it
    p:1:12296: item 31 (id 1030): attachment: character 16 is U+0007 (a control character), which would not show as text; remove it
    p:1:12706: item 32 (id 1031): attachment: "imágenes/a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:14718: item 37 (id 1036): attachment: "./a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:16440: item 41 (id 1040): attachment.url: must be a string, found null
    p:1:16832: item 42 (id 1041): attachment.url: missing; this field is required
    p:1:17228: item 43 (id 1042): attachment.url: "ftp://x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:17632: item 44 (id 1043): attachment.url: is empty; write some text here
    p:1:18029: item 45 (id 1044): attachment.url: is empty; write some text here
    p:1:18446: item 46 (id 1045): attachment.mime: must be a string, found a number
    p:1:19293: item 48 (id 1047): attachment.filename: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:20130: item 50 (id 1049): attachment: "url" appears twice in this object; keep one
    p:1:20566: item 51 (id 1050): attachment.mime: "a" appears twice in this object; keep one
    p:1:20555: item 51 (id 1050): attachment.mime: must be a string, found an object
    p:1:20956: item 52 (id 1051): attachment: must be a URL string or an object {"url": ...}, found an array
    p:1:21363: item 53 (id 1052): attachment.url: must be a string, found an array
    p:1:21764: item 54 (id 1053): attachment.url: missing; this field is required
    good items 0,1,9,10,14,15,18,21,22,32,33,34,35,37,38,39,46,48
    ok  p  quiz  18 items  es  634873d317b2b7c6
    === quiz attachment [pretty]
    p:92:21: item 3 (id 1002): attachment: must be a URL string or an object {"url": ...}, found a number
    p:126:21: item 4 (id 1003): attachment: must be a URL string or an object {"url": ...}, found a number
    p:160:21: item 5 (id 1004): attachment: must be a URL string or an object {"url": ...}, found a boolean
    p:194:21: item 6 (id 1005): attachment: must be a URL string or an object {"url": ...}, found an array
    p:228:21: item 7 (id 1006): attachment.url: missing; this field is required
    p:262:21: item 8 (id 1007): attachment: "" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:296:21: item 9 (id 1008): attachment: " " is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:398:21: item 12 (id 1011): attachment: "https://" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:432:21: item 13 (id 1012): attachment: "http://:80/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:466:21: item 14 (id 1013): attachment: "http://h:8a/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:568:21: item 17 (id 1016): attachment: "http://[::1" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:602:21: item 18 (id 1017): attachment: "http://[::1]x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:670:21: item 20 (id 1019): attachment: "http://user@/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:704:21: item 21 (id 1020): attachment: "ftp://x/y.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:806:21: item 24 (id 1023): attachment: "../a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:840:21: item 25 (id 1024): attachment: "/abs.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:874:21: item 26 (id 1025): attachment: "a//b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:908:21: item 27 (id 1026): attachment: "x.txt" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:942:21: item 28 (id 1027): attachment: "a b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:976:21: item 29 (id 1028): attachment: "https://x.test/a b" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1010:21: item 30 (id 1029): attachment: character 16 is U+200B (an invisible character), which would not show as text; remove it
    p:1044:21: item 31 (id 1030): attachment: character 16 is U+0007 (a control character), which would not show as text; remove it
    p:1078:21: item 32 (id 1031): attachment: "imágenes/a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1248:21: item 37 (id 1036): attachment: "./a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1395:16: item 41 (id 1040): attachment.url: must be a string, found null
    p:1430:21: item 42 (id 1041): attachment.url: missing; this field is required
    p:1465:16: item 43 (id 1042): attachment.url: "ftp://x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1501:16: item 44 (id 1043): attachment.url: is empty; write some text here
    p:1537:16: item 45 (id 1044): attachment.url: is empty; write some text here
    p:1574:17: item 46 (id 1045): attachment.mime: must be a string, found a number
    p:1649:21: item 48 (id 1047): attachment.filename: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1723:16: item 50 (id 1049): attachment: "url" appears twice in this object; keep one
    p:1762:16: item 51 (id 1050): attachment.mime: "a" appears twice in this object; keep one
    p:1760:17: item 51 (id 1050): attachment.mime: must be a string, found an object
    p:1798:21: item 52 (id 1051): attachment: must be a URL string or an object {"url": ...}, found an array
    p:1835:16: item 53 (id 1052): attachment.url: must be a string, found an array
    p:1872:21: item 54 (id 1053): attachment.url: missing; this field is required
    good items 0,1,9,10,14,15,18,21,22,32,33,34,35,37,38,39,46,48
    ok  p  quiz  18 items  es  634873d317b2b7c6
    === quiz favourite [min]
    p:1:2020: item 5 (id 1004): favourite: must be true or false, found a number
    p:1:2426: item 6 (id 1005): favourite: must be true or false, found a string
    p:1:2836: item 7 (id 1006): favourite: must be true or false, found an array
    good items 0,1,2,3
    ok  p  quiz  4 items  es  262a4d877f6a2958
    === quiz favourite [pretty]
    p:161:20: item 5 (id 1004): favourite: must be true or false, found a number
    p:195:20: item 6 (id 1005): favourite: must be true or false, found a string
    p:229:20: item 7 (id 1006): favourite: must be true or false, found an array
    good items 0,1,2,3
    ok  p  quiz  4 items  es  262a4d877f6a2958
    === quiz tips [min]
    p:1:2389: item 6 (id 1005): tips[1]: is empty; write some text here
    p:1:2789: item 7 (id 1006): tips[1]: must be a string, found a number
    p:1:3188: item 8 (id 1007): tips[1]: must be a string, found null
    p:1:3585: item 9 (id 1008): tips: must be an array of strings, found a string
    p:1:3980: item 10 (id 1009): tips: must be an array of strings, found an object
    p:1:4375: item 11 (id 1010): tips[0]: character 2 is U+0009 (a control character), which would not show as text; remove it
    p:1:4775: item 12 (id 1011): tips[0]: is empty; write some text here
    p:1:5173: item 13 (id 1012): tips[0]: must be a string, found an array
    p:1:5577: item 14 (id 1013): tips[1]: character 2 is U+200B (an invisible character), which would not show as text; remove it
    p:1:5582: item 14 (id 1013): tips[2]: must be a string, found a number
    good items 0,1,2,3,4
    ok  p  quiz  5 items  es  b0d0281e63d8e448
    === quiz tips [pretty]
    p:188:9: item 6 (id 1005): tips[1]: is empty; write some text here
    p:222:9: item 7 (id 1006): tips[1]: must be a string, found a number
    p:256:9: item 8 (id 1007): tips[1]: must be a string, found null
    p:288:15: item 9 (id 1008): tips: must be an array of strings, found a string
    p:319:15: item 10 (id 1009): tips: must be an array of strings, found an object
    p:351:9: item 11 (id 1010): tips[0]: character 2 is U+0009 (a control character), which would not show as text; remove it
    p:384:9: item 12 (id 1011): tips[0]: is empty; write some text here
    p:417:9: item 13 (id 1012): tips[0]: must be a string, found an array
    p:453:9: item 14 (id 1013): tips[1]: character 2 is U+200B (an invisible character), which would not show as text; remove it
    p:454:9: item 14 (id 1013): tips[2]: must be a string, found a number
    good items 0,1,2,3,4
    ok  p  quiz  5 items  es  b0d0281e63d8e448
    === quiz alternatives [min]
    p:1:2454: item 6 (id 1005): alternatives[1]: is empty; write some text here
    p:1:2862: item 7 (id 1006): alternatives[1]: must be a string, found a number
    p:1:3269: item 8 (id 1007): alternatives[1]: must be a string, found null
    p:1:3674: item 9 (id 1008): alternatives: must be an array of strings, found a string
    p:1:4077: item 10 (id 1009): alternatives: must be an array of strings, found an object
    p:1:4480: item 11 (id 1010): alternatives[0]: character 2 is U+0009 (a control character), which would not show as text; remove it
    p:1:4888: item 12 (id 1011): alternatives[0]: is empty; write some text here
    p:1:5294: item 13 (id 1012): alternatives[0]: must be a string, found an array
    p:1:5706: item 14 (id 1013): alternatives[1]: character 2 is U+200B (an invisible character), which would not show as text; remove it
    p:1:5711: item 14 (id 1013): alternatives[2]: must be a string, found a number
    good items 0,1,2,3,4
    ok  p  quiz  5 items  es  e536b983aadc8d70
    === quiz alternatives [pretty]
    p:197:9: item 6 (id 1005): alternatives[1]: is empty; write some text here
    p:232:9: item 7 (id 1006): alternatives[1]: must be a string, found a number
    p:267:9: item 8 (id 1007): alternatives[1]: must be a string, found null
    p:300:23: item 9 (id 1008): alternatives: must be an array of strings, found a string
    p:332:23: item 10 (id 1009): alternatives: must be an array of strings, found an object
    p:365:9: item 11 (id 1010): alternatives[0]: character 2 is U+0009 (a control character), which would not show as text; remove it
    p:399:9: item 12 (id 1011): alternatives[0]: is empty; write some text here
    p:433:9: item 13 (id 1012): alternatives[0]: must be a string, found an array
    p:470:9: item 14 (id 1013): alternatives[1]: character 2 is U+200B (an invisible character), which would not show as text; remove it
    p:471:9: item 14 (id 1013): alternatives[2]: must be a string, found a number
    good items 0,1,2,3,4
    ok  p  quiz  5 items  es  e536b983aadc8d70
    === quiz nivel [min]
    p:1:3176: item 8 (id 1007): nivel: "a" appears twice in this object; keep one
    p:1:3575: item 9 (id 1008): nivel[0]: "b" appears twice in this object; keep one
    p:1:7940: item 20 (id 1019): nivel.x: "y" appears 3 times in this object; keep one
    good items 0,1,2,3,4,5,6,9,10,11,12,13,14,15,16,17,18
    ok  p  quiz  17 items  es  11ea522fdd1a89af
    === quiz nivel [pretty]
    p:231:14: item 8 (id 1007): nivel: "a" appears twice in this object; keep one
    p:263:16: item 9 (id 1008): nivel[0]: "b" appears twice in this object; keep one
    p:592:16: item 20 (id 1019): nivel.x: "y" appears 3 times in this object; keep one
    good items 0,1,2,3,4,5,6,9,10,11,12,13,14,15,16,17,18
    ok  p  quiz  17 items  es  11ea522fdd1a89af
    === quiz repeated members [min]
    p:1:96: item 1 (id 2000): "id" appears twice in this object; keep one
    p:1:576: item 2 (id 2001): "question" appears twice in this object; keep one
    p:1:1055: item 3 (id 2002): "answer" appears twice in this object; keep one
    p:1:1670: item 4 (id 2003): "author" appears twice in this object; keep one
    p:1:2308: item 5 (id 2004): "attachment" appears twice in this object; keep one
    p:1:2769: item 6 (id 2005): "favourite" appears twice in this object; keep one
    p:1:3215: item 7 (id 2006): "tips" appears twice in this object; keep one
    p:1:3682: item 8 (id 2007): "alternatives" appears twice in this object; keep one
    p:1:4142: item 9 (id 2008): "nivel" appears twice in this object; keep one
    good items 
    === quiz repeated members [pretty]
    p:10:13: item 1 (id 2000): "id" appears twice in this object; keep one
    p:46:19: item 2 (id 2001): "question" appears twice in this object; keep one
    p:82:17: item 3 (id 2002): "answer" appears twice in this object; keep one
    p:130:17: item 4 (id 2003): "author" appears twice in this object; keep one
    p:178:21: item 5 (id 2004): "attachment" appears twice in this object; keep one
    p:214:20: item 6 (id 2005): "favourite" appears twice in this object; keep one
    p:253:15: item 7 (id 2006): "tips" appears twice in this object; keep one
    p:294:23: item 8 (id 2007): "alternatives" appears twice in this object; keep one
    p:338:16: item 9 (id 2008): "nivel" appears twice in this object; keep one
    good items 
    === quiz question items first [min]
    p:1:11: item 1 (id 3000): question: missing; this field is required
    p:1:387: item 2 (id 3001): question: must be a string, found null
    p:1:757: item 3 (id 3002): question: must be a string, found a number
    p:1:1124: item 4 (id 3003): question: must be a string, found a number
    p:1:1493: item 5 (id 3004): question: must be a string, found a boolean
    p:1:1863: item 6 (id 3005): question: must be a string, found an array
    p:1:2231: item 7 (id 3006): question: must be a string, found an object
    p:1:2599: item 8 (id 3007): question: must be a string, found an array
    p:1:2970: item 9 (id 3008): question: is empty; write some text here
    p:1:3338: item 10 (id 3009): question: is empty; write some text here
    p:1:3709: item 11 (id 3010): question: is empty; write some text here
    p:1:4079: item 12 (id 3011): question: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:5210: item 15 (id 3014): question: character 3 is U+000D (a control character), which would not show as text; remove it
    p:1:5583: item 16 (id 3015): question: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:1:5956: item 17 (id 3016): question: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:1:6329: item 18 (id 3017): question: character 4 is U+007F (a control character), which would not show as text; remove it
    p:1:6702: item 19 (id 3018): question: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:1:7074: item 20 (id 3019): question: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:1:7447: item 21 (id 3020): question: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:1:9739: item 27 (id 3026): question: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:1:10113: item 28 (id 3027): question: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1:11906: item 32 (id 3031): question: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1:12295: item 33 (id 3032): question: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 12,13,21,22,23,24,25,28,29,30,33
    ok  p  quiz  11 items  es  ee26acd3b7731bb0
    === quiz question items first [pretty]
    p:3:5: item 1 (id 3000): question: missing; this field is required
    p:38:19: item 2 (id 3001): question: must be a string, found null
    p:72:19: item 3 (id 3002): question: must be a string, found a number
    p:106:19: item 4 (id 3003): question: must be a string, found a number
    p:140:19: item 5 (id 3004): question: must be a string, found a boolean
    p:174:19: item 6 (id 3005): question: must be a string, found an array
    p:208:19: item 7 (id 3006): question: must be a string, found an object
    p:242:19: item 8 (id 3007): question: must be a string, found an array
    p:278:19: item 9 (id 3008): question: is empty; write some text here
    p:312:19: item 10 (id 3009): question: is empty; write some text here
    p:346:19: item 11 (id 3010): question: is empty; write some text here
    p:380:19: item 12 (id 3011): question: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:482:19: item 15 (id 3014): question: character 3 is U+000D (a control character), which would not show as text; remove it
    p:516:19: item 16 (id 3015): question: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:550:19: item 17 (id 3016): question: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:584:19: item 18 (id 3017): question: character 4 is U+007F (a control character), which would not show as text; remove it
    p:618:19: item 19 (id 3018): question: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:652:19: item 20 (id 3019): question: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:686:19: item 21 (id 3020): question: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:890:19: item 27 (id 3026): question: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:924:19: item 28 (id 3027): question: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1060:19: item 32 (id 3031): question: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1094:19: item 33 (id 3032): question: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 12,13,21,22,23,24,25,28,29,30,33
    ok  p  quiz  11 items  es  ee26acd3b7731bb0
    === match id [min]
    p:1:81: item 1: id: missing; this field is required
    p:1:293: item 2: id: must be a whole number, found null
    p:1:509: item 3: id: must be a whole number, found a string
    p:1:724: item 4: id: must be a whole number, found a boolean
    p:1:940: item 5: id: must be a whole number, found an array
    p:1:1154: item 6: id: must be a whole number, found an object
    p:1:2009: item 10 (id 42): id: duplicate id 42; item 9 has it too, and ids must be unique in a pack
    p:1:2877: item 14 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:1:3091: item 15: id: must be a whole number of at most 15 digits, found 1000000000000000
    p:1:3762: item 18: id: must be a whole number of at most 15 digits, found 1.2345678901234568e+18
    p:1:3993: item 19: id: must be a whole number of at most 15 digits, found 46.5
    p:1:4426: item 21 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:1:4641: item 22 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:1:4857: item 23 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:1:5075: item 24: id: must be a whole number of at most 15 digits, found 48.00000000000001
    good items 6,7,8,10,11,12,15,16,19
    ok  p  match  9 items  es  cd6a117ede0f42c6
    === match id [pretty]
    p:8:5: item 1: id: missing; this field is required
    p:23:13: item 2: id: must be a whole number, found null
    p:38:13: item 3: id: must be a whole number, found a string
    p:53:13: item 4: id: must be a whole number, found a boolean
    p:68:13: item 5: id: must be a whole number, found an array
    p:83:13: item 6: id: must be a whole number, found an object
    p:143:13: item 10 (id 42): id: duplicate id 42; item 9 has it too, and ids must be unique in a pack
    p:203:13: item 14 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:218:13: item 15: id: must be a whole number of at most 15 digits, found 1000000000000000
    p:263:13: item 18: id: must be a whole number of at most 15 digits, found 1.2345678901234568e+18
    p:278:13: item 19: id: must be a whole number of at most 15 digits, found 46.5
    p:308:13: item 21 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:323:13: item 22 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:338:13: item 23 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:353:13: item 24: id: must be a whole number of at most 15 digits, found 48.00000000000001
    good items 6,7,8,10,11,12,15,16,19
    ok  p  match  9 items  es  cd6a117ede0f42c6
    === match phase [min]
    p:1:81: item 1 (id 1000): phase: missing; this field is required
    p:1:289: item 2 (id 1001): phase: must be a string, found null
    p:1:491: item 3 (id 1002): phase: must be a string, found a number
    p:1:690: item 4 (id 1003): phase: must be a string, found a number
    p:1:891: item 5 (id 1004): phase: must be a string, found a boolean
    p:1:1093: item 6 (id 1005): phase: must be a string, found an array
    p:1:1293: item 7 (id 1006): phase: must be a string, found an object
    p:1:1493: item 8 (id 1007): phase: must be a string, found an array
    p:1:1696: item 9 (id 1008): phase: is empty; write some text here
    p:1:1896: item 10 (id 1009): phase: is empty; write some text here
    p:1:2099: item 11 (id 1010): phase: is empty; write some text here
    p:1:2301: item 12 (id 1011): phase: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:2509: item 13 (id 1012): phase: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:1:2718: item 14 (id 1013): phase: character 4 is U+000A (a control character), which would not show as text; remove it
    p:1:2928: item 15 (id 1014): phase: character 3 is U+000D (a control character), which would not show as text; remove it
    p:1:3133: item 16 (id 1015): phase: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:1:3338: item 17 (id 1016): phase: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:1:3543: item 18 (id 1017): phase: character 4 is U+007F (a control character), which would not show as text; remove it
    p:1:3748: item 19 (id 1018): phase: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:1:3952: item 20 (id 1019): phase: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:1:4157: item 21 (id 1020): phase: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:1:5441: item 27 (id 1026): phase: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:1:5647: item 28 (id 1027): phase: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1:6768: item 32 (id 1031): phase: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1:6989: item 33 (id 1032): phase: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  match  9 items  es  d292335c311765a7
    === match phase [pretty]
    p:8:5: item 1 (id 1000): phase: missing; this field is required
    p:24:16: item 2 (id 1001): phase: must be a string, found null
    p:39:16: item 3 (id 1002): phase: must be a string, found a number
    p:54:16: item 4 (id 1003): phase: must be a string, found a number
    p:69:16: item 5 (id 1004): phase: must be a string, found a boolean
    p:84:16: item 6 (id 1005): phase: must be a string, found an array
    p:99:16: item 7 (id 1006): phase: must be a string, found an object
    p:114:16: item 8 (id 1007): phase: must be a string, found an array
    p:131:16: item 9 (id 1008): phase: is empty; write some text here
    p:146:16: item 10 (id 1009): phase: is empty; write some text here
    p:161:16: item 11 (id 1010): phase: is empty; write some text here
    p:176:16: item 12 (id 1011): phase: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:191:16: item 13 (id 1012): phase: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:206:16: item 14 (id 1013): phase: character 4 is U+000A (a control character), which would not show as text; remove it
    p:221:16: item 15 (id 1014): phase: character 3 is U+000D (a control character), which would not show as text; remove it
    p:236:16: item 16 (id 1015): phase: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:251:16: item 17 (id 1016): phase: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:266:16: item 18 (id 1017): phase: character 4 is U+007F (a control character), which would not show as text; remove it
    p:281:16: item 19 (id 1018): phase: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:296:16: item 20 (id 1019): phase: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:311:16: item 21 (id 1020): phase: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:401:16: item 27 (id 1026): phase: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:416:16: item 28 (id 1027): phase: character 1 is U+001B (a control character), which would not show as text; remove it
    p:476:16: item 32 (id 1031): phase: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:491:16: item 33 (id 1032): phase: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  match  9 items  es  d292335c311765a7
    === match team1 [min]
    p:1:81: item 1 (id 1000): team1: missing; this field is required
    p:1:270: item 2 (id 1001): team1: must be an object, found null
    p:1:426: item 3 (id 1002): team1: must be an object, found a string
    p:1:581: item 4 (id 1003): team1: must be an object, found an array
    p:1:735: item 5 (id 1004): team1.name: missing; this field is required
    p:1:1430: item 9 (id 1008): team1: "name" appears twice in this object; keep one
    p:1:1596: item 10 (id 1009): team1.name: is empty; write some text here
    p:1:1606: item 10 (id 1009): team1.flag: "../x.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:1769: item 11 (id 1010): team1.name: missing; this field is required
    p:1:1952: item 12 (id 1011): team1.name: must be a string, found a number
    p:1:1961: item 12 (id 1011): team1.flag: must be a string, found a number
    p:1:2148: item 13 (id 1012): team1.extra: "a" appears twice in this object; keep one
    good items 5,6,7,13
    ok  p  match  4 items  es  7d5fabae6c46beaa
    === match team1 [pretty]
    p:8:5: item 1 (id 1000): team1: missing; this field is required
    p:22:16: item 2 (id 1001): team1: must be an object, found null
    p:34:16: item 3 (id 1002): team1: must be an object, found a string
    p:46:16: item 4 (id 1003): team1: must be an object, found an array
    p:58:16: item 5 (id 1004): team1.name: missing; this field is required
    p:116:17: item 9 (id 1008): team1: "name" appears twice in this object; keep one
    p:130:17: item 10 (id 1009): team1.name: is empty; write some text here
    p:131:17: item 10 (id 1009): team1.flag: "../x.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:144:16: item 11 (id 1010): team1.name: missing; this field is required
    p:159:17: item 12 (id 1011): team1.name: must be a string, found a number
    p:160:17: item 12 (id 1011): team1.flag: must be a string, found a number
    p:177:16: item 13 (id 1012): team1.extra: "a" appears twice in this object; keep one
    good items 5,6,7,13
    ok  p  match  4 items  es  7d5fabae6c46beaa
    === match team1.name [min]
    p:1:127: item 1 (id 1000): team1.name: missing; this field is required
    p:1:329: item 2 (id 1001): team1.name: must be a string, found null
    p:1:535: item 3 (id 1002): team1.name: must be a string, found a number
    p:1:738: item 4 (id 1003): team1.name: must be a string, found a number
    p:1:943: item 5 (id 1004): team1.name: must be a string, found a boolean
    p:1:1149: item 6 (id 1005): team1.name: must be a string, found an array
    p:1:1353: item 7 (id 1006): team1.name: must be a string, found an object
    p:1:1557: item 8 (id 1007): team1.name: must be a string, found an array
    p:1:1764: item 9 (id 1008): team1.name: is empty; write some text here
    p:1:1968: item 10 (id 1009): team1.name: is empty; write some text here
    p:1:2175: item 11 (id 1010): team1.name: is empty; write some text here
    p:1:2381: item 12 (id 1011): team1.name: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:2593: item 13 (id 1012): team1.name: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:1:2806: item 14 (id 1013): team1.name: character 4 is U+000A (a control character), which would not show as text; remove it
    p:1:3020: item 15 (id 1014): team1.name: character 3 is U+000D (a control character), which would not show as text; remove it
    p:1:3229: item 16 (id 1015): team1.name: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:1:3438: item 17 (id 1016): team1.name: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:1:3647: item 18 (id 1017): team1.name: character 4 is U+007F (a control character), which would not show as text; remove it
    p:1:3856: item 19 (id 1018): team1.name: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:1:4064: item 20 (id 1019): team1.name: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:1:4273: item 21 (id 1020): team1.name: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:1:5581: item 27 (id 1026): team1.name: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:1:5791: item 28 (id 1027): team1.name: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1:6928: item 32 (id 1031): team1.name: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1:7153: item 33 (id 1032): team1.name: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  match  9 items  es  1b933e40ea790e1c
    === match team1.name [pretty]
    p:11:16: item 1 (id 1000): team1.name: missing; this field is required
    p:26:17: item 2 (id 1001): team1.name: must be a string, found null
    p:41:17: item 3 (id 1002): team1.name: must be a string, found a number
    p:56:17: item 4 (id 1003): team1.name: must be a string, found a number
    p:71:17: item 5 (id 1004): team1.name: must be a string, found a boolean
    p:86:17: item 6 (id 1005): team1.name: must be a string, found an array
    p:101:17: item 7 (id 1006): team1.name: must be a string, found an object
    p:116:17: item 8 (id 1007): team1.name: must be a string, found an array
    p:133:17: item 9 (id 1008): team1.name: is empty; write some text here
    p:148:17: item 10 (id 1009): team1.name: is empty; write some text here
    p:163:17: item 11 (id 1010): team1.name: is empty; write some text here
    p:178:17: item 12 (id 1011): team1.name: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:193:17: item 13 (id 1012): team1.name: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:208:17: item 14 (id 1013): team1.name: character 4 is U+000A (a control character), which would not show as text; remove it
    p:223:17: item 15 (id 1014): team1.name: character 3 is U+000D (a control character), which would not show as text; remove it
    p:238:17: item 16 (id 1015): team1.name: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:253:17: item 17 (id 1016): team1.name: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:268:17: item 18 (id 1017): team1.name: character 4 is U+007F (a control character), which would not show as text; remove it
    p:283:17: item 19 (id 1018): team1.name: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:298:17: item 20 (id 1019): team1.name: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:313:17: item 21 (id 1020): team1.name: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:403:17: item 27 (id 1026): team1.name: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:418:17: item 28 (id 1027): team1.name: character 1 is U+001B (a control character), which would not show as text; remove it
    p:478:17: item 32 (id 1031): team1.name: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:493:17: item 33 (id 1032): team1.name: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  match  9 items  es  1b933e40ea790e1c
    === match team1.flag [min]
    p:1:519: item 3 (id 1002): team1.flag: must be a string, found a number
    p:1:703: item 4 (id 1003): team1.flag: must be a string, found a number
    p:1:889: item 5 (id 1004): team1.flag: must be a string, found a boolean
    p:1:1076: item 6 (id 1005): team1.flag: must be a string, found an array
    p:1:1261: item 7 (id 1006): team1.flag: must be a string, found an object
    p:1:1446: item 8 (id 1007): team1.flag: is empty; write some text here
    p:1:1631: item 9 (id 1008): team1.flag: is empty; write some text here
    p:1:2231: item 12 (id 1011): team1.flag: "https://" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2424: item 13 (id 1012): team1.flag: "http://:80/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2620: item 14 (id 1013): team1.flag: "http://h:8a/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:3225: item 17 (id 1016): team1.flag: "http://[::1" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:3421: item 18 (id 1017): team1.flag: "http://[::1]x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:3821: item 20 (id 1019): team1.flag: "http://user@/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:4019: item 21 (id 1020): team1.flag: "ftp://x/y.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:4609: item 24 (id 1023): team1.flag: "../a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:4802: item 25 (id 1024): team1.flag: "/abs.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:4995: item 26 (id 1025): team1.flag: "a//b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:5188: item 27 (id 1026): team1.flag: "x.txt" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:5378: item 28 (id 1027): team1.flag: "a b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:5570: item 29 (id 1028): team1.flag: "https://x.test/a b" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:5773: item 30 (id 1029): team1.flag: character 16 is U+200B (an invisible character), which would not show as text; remove it
    p:1:5974: item 31 (id 1030): team1.flag: character 16 is U+0007 (a control character), which would not show as text; remove it
    p:1:6180: item 32 (id 1031): team1.flag: "imágenes/a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:7172: item 37 (id 1036): team1.flag: "./a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    good items 0,1,9,10,14,15,18,21,22,32,33,34,35
    ok  p  match  13 items  es  69b18b1fcb79c963
    === match team1.flag [pretty]
    p:42:17: item 3 (id 1002): team1.flag: must be a string, found a number
    p:57:17: item 4 (id 1003): team1.flag: must be a string, found a number
    p:72:17: item 5 (id 1004): team1.flag: must be a string, found a boolean
    p:87:17: item 6 (id 1005): team1.flag: must be a string, found an array
    p:102:17: item 7 (id 1006): team1.flag: must be a string, found an object
    p:117:17: item 8 (id 1007): team1.flag: is empty; write some text here
    p:132:17: item 9 (id 1008): team1.flag: is empty; write some text here
    p:177:17: item 12 (id 1011): team1.flag: "https://" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:192:17: item 13 (id 1012): team1.flag: "http://:80/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:207:17: item 14 (id 1013): team1.flag: "http://h:8a/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:252:17: item 17 (id 1016): team1.flag: "http://[::1" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:267:17: item 18 (id 1017): team1.flag: "http://[::1]x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:297:17: item 20 (id 1019): team1.flag: "http://user@/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:312:17: item 21 (id 1020): team1.flag: "ftp://x/y.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:357:17: item 24 (id 1023): team1.flag: "../a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:372:17: item 25 (id 1024): team1.flag: "/abs.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:387:17: item 26 (id 1025): team1.flag: "a//b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:402:17: item 27 (id 1026): team1.flag: "x.txt" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:417:17: item 28 (id 1027): team1.flag: "a b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:432:17: item 29 (id 1028): team1.flag: "https://x.test/a b" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:447:17: item 30 (id 1029): team1.flag: character 16 is U+200B (an invisible character), which would not show as text; remove it
    p:462:17: item 31 (id 1030): team1.flag: character 16 is U+0007 (a control character), which would not show as text; remove it
    p:477:17: item 32 (id 1031): team1.flag: "imágenes/a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:552:17: item 37 (id 1036): team1.flag: "./a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    good items 0,1,9,10,14,15,18,21,22,32,33,34,35
    ok  p  match  13 items  es  69b18b1fcb79c963
    === match team2 [min]
    p:1:81: item 1 (id 1000): team2: missing; this field is required
    p:1:359: item 2 (id 1001): team2: must be an object, found null
    p:1:531: item 3 (id 1002): team2: must be an object, found a string
    p:1:702: item 4 (id 1003): team2: must be an object, found an array
    p:1:872: item 5 (id 1004): team2.name: missing; this field is required
    p:1:1631: item 9 (id 1008): team2: "name" appears twice in this object; keep one
    p:1:1813: item 10 (id 1009): team2.name: is empty; write some text here
    p:1:1823: item 10 (id 1009): team2.flag: "../x.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2002: item 11 (id 1010): team2.name: missing; this field is required
    p:1:2201: item 12 (id 1011): team2.name: must be a string, found a number
    p:1:2210: item 12 (id 1011): team2.flag: must be a string, found a number
    p:1:2413: item 13 (id 1012): team2.extra: "a" appears twice in this object; keep one
    good items 5,6,7,13
    ok  p  match  4 items  es  4bda6e9cc38c9d54
    === match team2 [pretty]
    p:8:5: item 1 (id 1000): team2: missing; this field is required
    p:26:16: item 2 (id 1001): team2: must be an object, found null
    p:38:16: item 3 (id 1002): team2: must be an object, found a string
    p:50:16: item 4 (id 1003): team2: must be an object, found an array
    p:62:16: item 5 (id 1004): team2.name: missing; this field is required
    p:120:17: item 9 (id 1008): team2: "name" appears twice in this object; keep one
    p:134:17: item 10 (id 1009): team2.name: is empty; write some text here
    p:135:17: item 10 (id 1009): team2.flag: "../x.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:148:16: item 11 (id 1010): team2.name: missing; this field is required
    p:163:17: item 12 (id 1011): team2.name: must be a string, found a number
    p:164:17: item 12 (id 1011): team2.flag: must be a string, found a number
    p:181:16: item 13 (id 1012): team2.extra: "a" appears twice in this object; keep one
    good items 5,6,7,13
    ok  p  match  4 items  es  4bda6e9cc38c9d54
    === match team2.name [min]
    p:1:200: item 1 (id 1000): team2.name: missing; this field is required
    p:1:400: item 2 (id 1001): team2.name: must be a string, found null
    p:1:604: item 3 (id 1002): team2.name: must be a string, found a number
    p:1:805: item 4 (id 1003): team2.name: must be a string, found a number
    p:1:1008: item 5 (id 1004): team2.name: must be a string, found a boolean
    p:1:1212: item 6 (id 1005): team2.name: must be a string, found an array
    p:1:1414: item 7 (id 1006): team2.name: must be a string, found an object
    p:1:1616: item 8 (id 1007): team2.name: must be a string, found an array
    p:1:1821: item 9 (id 1008): team2.name: is empty; write some text here
    p:1:2023: item 10 (id 1009): team2.name: is empty; write some text here
    p:1:2228: item 11 (id 1010): team2.name: is empty; write some text here
    p:1:2432: item 12 (id 1011): team2.name: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:2642: item 13 (id 1012): team2.name: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:1:2853: item 14 (id 1013): team2.name: character 4 is U+000A (a control character), which would not show as text; remove it
    p:1:3065: item 15 (id 1014): team2.name: character 3 is U+000D (a control character), which would not show as text; remove it
    p:1:3272: item 16 (id 1015): team2.name: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:1:3479: item 17 (id 1016): team2.name: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:1:3686: item 18 (id 1017): team2.name: character 4 is U+007F (a control character), which would not show as text; remove it
    p:1:3893: item 19 (id 1018): team2.name: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:1:4099: item 20 (id 1019): team2.name: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:1:4306: item 21 (id 1020): team2.name: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:1:5602: item 27 (id 1026): team2.name: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:1:5810: item 28 (id 1027): team2.name: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1:6939: item 32 (id 1031): team2.name: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1:7162: item 33 (id 1032): team2.name: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  match  9 items  es  2f92fa13ef3f6bc0
    === match team2.name [pretty]
    p:15:16: item 1 (id 1000): team2.name: missing; this field is required
    p:30:17: item 2 (id 1001): team2.name: must be a string, found null
    p:45:17: item 3 (id 1002): team2.name: must be a string, found a number
    p:60:17: item 4 (id 1003): team2.name: must be a string, found a number
    p:75:17: item 5 (id 1004): team2.name: must be a string, found a boolean
    p:90:17: item 6 (id 1005): team2.name: must be a string, found an array
    p:105:17: item 7 (id 1006): team2.name: must be a string, found an object
    p:120:17: item 8 (id 1007): team2.name: must be a string, found an array
    p:137:17: item 9 (id 1008): team2.name: is empty; write some text here
    p:152:17: item 10 (id 1009): team2.name: is empty; write some text here
    p:167:17: item 11 (id 1010): team2.name: is empty; write some text here
    p:182:17: item 12 (id 1011): team2.name: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:197:17: item 13 (id 1012): team2.name: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:212:17: item 14 (id 1013): team2.name: character 4 is U+000A (a control character), which would not show as text; remove it
    p:227:17: item 15 (id 1014): team2.name: character 3 is U+000D (a control character), which would not show as text; remove it
    p:242:17: item 16 (id 1015): team2.name: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:257:17: item 17 (id 1016): team2.name: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:272:17: item 18 (id 1017): team2.name: character 4 is U+007F (a control character), which would not show as text; remove it
    p:287:17: item 19 (id 1018): team2.name: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:302:17: item 20 (id 1019): team2.name: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:317:17: item 21 (id 1020): team2.name: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:407:17: item 27 (id 1026): team2.name: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:422:17: item 28 (id 1027): team2.name: character 1 is U+001B (a control character), which would not show as text; remove it
    p:482:17: item 32 (id 1031): team2.name: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:497:17: item 33 (id 1032): team2.name: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  match  9 items  es  2f92fa13ef3f6bc0
    === match team2.flag [min]
    p:1:630: item 3 (id 1002): team2.flag: must be a string, found a number
    p:1:832: item 4 (id 1003): team2.flag: must be a string, found a number
    p:1:1036: item 5 (id 1004): team2.flag: must be a string, found a boolean
    p:1:1241: item 6 (id 1005): team2.flag: must be a string, found an array
    p:1:1444: item 7 (id 1006): team2.flag: must be a string, found an object
    p:1:1647: item 8 (id 1007): team2.flag: is empty; write some text here
    p:1:1850: item 9 (id 1008): team2.flag: is empty; write some text here
    p:1:2504: item 12 (id 1011): team2.flag: "https://" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2715: item 13 (id 1012): team2.flag: "http://:80/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2929: item 14 (id 1013): team2.flag: "http://h:8a/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:3588: item 17 (id 1016): team2.flag: "http://[::1" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:3802: item 18 (id 1017): team2.flag: "http://[::1]x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:4238: item 20 (id 1019): team2.flag: "http://user@/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:4454: item 21 (id 1020): team2.flag: "ftp://x/y.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:5098: item 24 (id 1023): team2.flag: "../a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:5309: item 25 (id 1024): team2.flag: "/abs.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:5520: item 26 (id 1025): team2.flag: "a//b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:5731: item 27 (id 1026): team2.flag: "x.txt" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:5939: item 28 (id 1027): team2.flag: "a b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:6149: item 29 (id 1028): team2.flag: "https://x.test/a b" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:6370: item 30 (id 1029): team2.flag: character 16 is U+200B (an invisible character), which would not show as text; remove it
    p:1:6589: item 31 (id 1030): team2.flag: character 16 is U+0007 (a control character), which would not show as text; remove it
    p:1:6813: item 32 (id 1031): team2.flag: "imágenes/a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:7895: item 37 (id 1036): team2.flag: "./a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    good items 0,1,9,10,14,15,18,21,22,32,33,34,35
    ok  p  match  13 items  es  c18a6827eae48661
    === match team2.flag [pretty]
    p:46:17: item 3 (id 1002): team2.flag: must be a string, found a number
    p:61:17: item 4 (id 1003): team2.flag: must be a string, found a number
    p:76:17: item 5 (id 1004): team2.flag: must be a string, found a boolean
    p:91:17: item 6 (id 1005): team2.flag: must be a string, found an array
    p:106:17: item 7 (id 1006): team2.flag: must be a string, found an object
    p:121:17: item 8 (id 1007): team2.flag: is empty; write some text here
    p:136:17: item 9 (id 1008): team2.flag: is empty; write some text here
    p:181:17: item 12 (id 1011): team2.flag: "https://" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:196:17: item 13 (id 1012): team2.flag: "http://:80/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:211:17: item 14 (id 1013): team2.flag: "http://h:8a/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:256:17: item 17 (id 1016): team2.flag: "http://[::1" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:271:17: item 18 (id 1017): team2.flag: "http://[::1]x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:301:17: item 20 (id 1019): team2.flag: "http://user@/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:316:17: item 21 (id 1020): team2.flag: "ftp://x/y.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:361:17: item 24 (id 1023): team2.flag: "../a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:376:17: item 25 (id 1024): team2.flag: "/abs.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:391:17: item 26 (id 1025): team2.flag: "a//b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:406:17: item 27 (id 1026): team2.flag: "x.txt" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:421:17: item 28 (id 1027): team2.flag: "a b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:436:17: item 29 (id 1028): team2.flag: "https://x.test/a b" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:451:17: item 30 (id 1029): team2.flag: character 16 is U+200B (an invisible character), which would not show as text; remove it
    p:466:17: item 31 (id 1030): team2.flag: character 16 is U+0007 (a control character), which would not show as text; remove it
    p:481:17: item 32 (id 1031): team2.flag: "imágenes/a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:556:17: item 37 (id 1036): team2.flag: "./a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    good items 0,1,9,10,14,15,18,21,22,32,33,34,35
    ok  p  match  13 items  es  c18a6827eae48661
    === match winner [min]
    p:1:81: item 1 (id 1000): winner: missing; this field is required
    p:1:463: item 2 (id 1001): winner: must be a whole number, found null
    p:1:682: item 3 (id 1002): winner: must be 1 or 2, found 0
    p:1:1330: item 6 (id 1005): winner: must be 1 or 2, found 3
    p:1:1546: item 7 (id 1006): winner: must be 1 or 2, found -1
    p:1:2419: item 11 (id 1010): winner: must be a whole number of at most 15 digits, found 1.5
    p:1:2637: item 12 (id 1011): winner: must be a whole number, found a string
    p:1:2855: item 13 (id 1012): winner: must be a whole number, found a boolean
    p:1:3074: item 14 (id 1013): winner: must be a whole number of at most 15 digits, found 10000000000000000
    p:1:3306: item 15 (id 1014): winner: must be 1 or 2, found 0
    p:1:3523: item 16 (id 1015): winner: must be a whole number, found an array
    p:1:3740: item 17 (id 1016): winner: must be a whole number, found an object
    good items 3,4,7,8,9,17
    ok  p  match  6 items  es  da2cbe5f3f33a586
    === match winner [pretty]
    p:8:5: item 1 (id 1000): winner: missing; this field is required
    p:33:17: item 2 (id 1001): winner: must be a whole number, found null
    p:48:17: item 3 (id 1002): winner: must be 1 or 2, found 0
    p:93:17: item 6 (id 1005): winner: must be 1 or 2, found 3
    p:108:17: item 7 (id 1006): winner: must be 1 or 2, found -1
    p:168:17: item 11 (id 1010): winner: must be a whole number of at most 15 digits, found 1.5
    p:183:17: item 12 (id 1011): winner: must be a whole number, found a string
    p:198:17: item 13 (id 1012): winner: must be a whole number, found a boolean
    p:213:17: item 14 (id 1013): winner: must be a whole number of at most 15 digits, found 10000000000000000
    p:228:17: item 15 (id 1014): winner: must be 1 or 2, found 0
    p:243:17: item 16 (id 1015): winner: must be a whole number, found an array
    p:258:17: item 17 (id 1016): winner: must be a whole number, found an object
    good items 3,4,7,8,9,17
    ok  p  match  6 items  es  da2cbe5f3f33a586
    === match details [min]
    p:1:81: item 1 (id 1000): details: missing; this field is required
    p:1:470: item 2 (id 1001): details: must be a string, found null
    p:1:685: item 3 (id 1002): details: must be a string, found a number
    p:1:897: item 4 (id 1003): details: must be a string, found a number
    p:1:1111: item 5 (id 1004): details: must be a string, found a boolean
    p:1:1326: item 6 (id 1005): details: must be a string, found an array
    p:1:1539: item 7 (id 1006): details: must be a string, found an object
    p:1:1752: item 8 (id 1007): details: must be a string, found an array
    p:1:1968: item 9 (id 1008): details: is empty; write some text here
    p:1:2181: item 10 (id 1009): details: is empty; write some text here
    p:1:2397: item 11 (id 1010): details: is empty; write some text here
    p:1:2612: item 12 (id 1011): details: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:2833: item 13 (id 1012): details: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:1:3055: item 14 (id 1013): details: character 4 is U+000A (a control character), which would not show as text; remove it
    p:1:3278: item 15 (id 1014): details: character 3 is U+000D (a control character), which would not show as text; remove it
    p:1:3496: item 16 (id 1015): details: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:1:3714: item 17 (id 1016): details: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:1:3932: item 18 (id 1017): details: character 4 is U+007F (a control character), which would not show as text; remove it
    p:1:4150: item 19 (id 1018): details: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:1:4367: item 20 (id 1019): details: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:1:4585: item 21 (id 1020): details: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:1:5947: item 27 (id 1026): details: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:1:6166: item 28 (id 1027): details: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1:7339: item 32 (id 1031): details: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1:7573: item 33 (id 1032): details: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  match  9 items  es  1f9e68430cce0556
    === match details [pretty]
    p:8:5: item 1 (id 1000): details: missing; this field is required
    p:34:18: item 2 (id 1001): details: must be a string, found null
    p:49:18: item 3 (id 1002): details: must be a string, found a number
    p:64:18: item 4 (id 1003): details: must be a string, found a number
    p:79:18: item 5 (id 1004): details: must be a string, found a boolean
    p:94:18: item 6 (id 1005): details: must be a string, found an array
    p:109:18: item 7 (id 1006): details: must be a string, found an object
    p:124:18: item 8 (id 1007): details: must be a string, found an array
    p:141:18: item 9 (id 1008): details: is empty; write some text here
    p:156:18: item 10 (id 1009): details: is empty; write some text here
    p:171:18: item 11 (id 1010): details: is empty; write some text here
    p:186:18: item 12 (id 1011): details: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:201:18: item 13 (id 1012): details: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:216:18: item 14 (id 1013): details: character 4 is U+000A (a control character), which would not show as text; remove it
    p:231:18: item 15 (id 1014): details: character 3 is U+000D (a control character), which would not show as text; remove it
    p:246:18: item 16 (id 1015): details: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:261:18: item 17 (id 1016): details: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:276:18: item 18 (id 1017): details: character 4 is U+007F (a control character), which would not show as text; remove it
    p:291:18: item 19 (id 1018): details: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:306:18: item 20 (id 1019): details: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:321:18: item 21 (id 1020): details: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:411:18: item 27 (id 1026): details: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:426:18: item 28 (id 1027): details: character 1 is U+001B (a control character), which would not show as text; remove it
    p:486:18: item 32 (id 1031): details: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:501:18: item 33 (id 1032): details: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  match  9 items  es  1f9e68430cce0556
    === match stadium [min]
    p:1:1751: item 8 (id 1007): stadium: "a" appears twice in this object; keep one
    p:1:1972: item 9 (id 1008): stadium[0]: "b" appears twice in this object; keep one
    p:1:4379: item 20 (id 1019): stadium.x: "y" appears 3 times in this object; keep one
    good items 0,1,2,3,4,5,6,9,10,11,12,13,14,15,16,17,18
    ok  p  match  17 items  es  c1ea39b6011a3041
    === match stadium [pretty]
    p:127:14: item 8 (id 1007): stadium: "a" appears twice in this object; keep one
    p:146:16: item 9 (id 1008): stadium[0]: "b" appears twice in this object; keep one
    p:332:16: item 20 (id 1019): stadium.x: "y" appears 3 times in this object; keep one
    good items 0,1,2,3,4,5,6,9,10,11,12,13,14,15,16,17,18
    ok  p  match  17 items  es  c1ea39b6011a3041
    === match repeated members [min]
    p:1:97: item 1 (id 2000): "id" appears twice in this object; keep one
    p:1:353: item 2 (id 2001): "phase" appears twice in this object; keep one
    p:1:669: item 3 (id 2002): "team1" appears twice in this object; keep one
    p:1:1015: item 4 (id 2003): "team2" appears twice in this object; keep one
    p:1:1300: item 5 (id 2004): "winner" appears twice in this object; keep one
    p:1:1544: item 6 (id 2005): "details" appears twice in this object; keep one
    p:1:1796: item 7 (id 2006): "stadium" appears twice in this object; keep one
    good items 
    === match repeated members [pretty]
    p:10:13: item 1 (id 2000): "id" appears twice in this object; keep one
    p:27:16: item 2 (id 2001): "phase" appears twice in this object; keep one
    p:47:16: item 3 (id 2002): "team1" appears twice in this object; keep one
    p:70:16: item 4 (id 2003): "team2" appears twice in this object; keep one
    p:90:17: item 5 (id 2004): "winner" appears twice in this object; keep one
    p:107:18: item 6 (id 2005): "details" appears twice in this object; keep one
    p:124:18: item 7 (id 2006): "stadium" appears twice in this object; keep one
    good items 
    === match phase items first [min]
    p:1:11: item 1 (id 3000): phase: missing; this field is required
    p:1:219: item 2 (id 3001): phase: must be a string, found null
    p:1:421: item 3 (id 3002): phase: must be a string, found a number
    p:1:620: item 4 (id 3003): phase: must be a string, found a number
    p:1:821: item 5 (id 3004): phase: must be a string, found a boolean
    p:1:1023: item 6 (id 3005): phase: must be a string, found an array
    p:1:1223: item 7 (id 3006): phase: must be a string, found an object
    p:1:1423: item 8 (id 3007): phase: must be a string, found an array
    p:1:1626: item 9 (id 3008): phase: is empty; write some text here
    p:1:1826: item 10 (id 3009): phase: is empty; write some text here
    p:1:2029: item 11 (id 3010): phase: is empty; write some text here
    p:1:2231: item 12 (id 3011): phase: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:2439: item 13 (id 3012): phase: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:1:2648: item 14 (id 3013): phase: character 4 is U+000A (a control character), which would not show as text; remove it
    p:1:2858: item 15 (id 3014): phase: character 3 is U+000D (a control character), which would not show as text; remove it
    p:1:3063: item 16 (id 3015): phase: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:1:3268: item 17 (id 3016): phase: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:1:3473: item 18 (id 3017): phase: character 4 is U+007F (a control character), which would not show as text; remove it
    p:1:3678: item 19 (id 3018): phase: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:1:3882: item 20 (id 3019): phase: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:1:4087: item 21 (id 3020): phase: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:1:5371: item 27 (id 3026): phase: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:1:5577: item 28 (id 3027): phase: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1:6698: item 32 (id 3031): phase: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1:6919: item 33 (id 3032): phase: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  match  9 items  es  c9e7a158a0e86bf1
    === match phase items first [pretty]
    p:3:5: item 1 (id 3000): phase: missing; this field is required
    p:19:16: item 2 (id 3001): phase: must be a string, found null
    p:34:16: item 3 (id 3002): phase: must be a string, found a number
    p:49:16: item 4 (id 3003): phase: must be a string, found a number
    p:64:16: item 5 (id 3004): phase: must be a string, found a boolean
    p:79:16: item 6 (id 3005): phase: must be a string, found an array
    p:94:16: item 7 (id 3006): phase: must be a string, found an object
    p:109:16: item 8 (id 3007): phase: must be a string, found an array
    p:126:16: item 9 (id 3008): phase: is empty; write some text here
    p:141:16: item 10 (id 3009): phase: is empty; write some text here
    p:156:16: item 11 (id 3010): phase: is empty; write some text here
    p:171:16: item 12 (id 3011): phase: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:186:16: item 13 (id 3012): phase: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:201:16: item 14 (id 3013): phase: character 4 is U+000A (a control character), which would not show as text; remove it
    p:216:16: item 15 (id 3014): phase: character 3 is U+000D (a control character), which would not show as text; remove it
    p:231:16: item 16 (id 3015): phase: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:246:16: item 17 (id 3016): phase: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:261:16: item 18 (id 3017): phase: character 4 is U+007F (a control character), which would not show as text; remove it
    p:276:16: item 19 (id 3018): phase: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:291:16: item 20 (id 3019): phase: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:306:16: item 21 (id 3020): phase: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:396:16: item 27 (id 3026): phase: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:411:16: item 28 (id 3027): phase: character 1 is U+001B (a control character), which would not show as text; remove it
    p:471:16: item 32 (id 3031): phase: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:486:16: item 33 (id 3032): phase: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  match  9 items  es  c9e7a158a0e86bf1
    === book id [min]
    p:1:80: item 1: id: missing; this field is required
    p:1:267: item 2: id: must be a whole number, found null
    p:1:458: item 3: id: must be a whole number, found a string
    p:1:648: item 4: id: must be a whole number, found a boolean
    p:1:839: item 5: id: must be a whole number, found an array
    p:1:1028: item 6: id: must be a whole number, found an object
    p:1:1783: item 10 (id 42): id: duplicate id 42; item 9 has it too, and ids must be unique in a pack
    p:1:2551: item 14 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:1:2740: item 15: id: must be a whole number of at most 15 digits, found 1000000000000000
    p:1:3336: item 18: id: must be a whole number of at most 15 digits, found 1.2345678901234568e+18
    p:1:3542: item 19: id: must be a whole number of at most 15 digits, found 46.5
    p:1:3925: item 21 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:1:4115: item 22 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:1:4306: item 23 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:1:4499: item 24: id: must be a whole number of at most 15 digits, found 48.00000000000001
    good items 6,7,8,10,11,12,15,16,19
    ok  p  book  9 items  es  586a70bac9ee5281
    === book id [pretty]
    p:8:5: item 1: id: missing; this field is required
    p:21:13: item 2: id: must be a whole number, found null
    p:34:13: item 3: id: must be a whole number, found a string
    p:47:13: item 4: id: must be a whole number, found a boolean
    p:60:13: item 5: id: must be a whole number, found an array
    p:73:13: item 6: id: must be a whole number, found an object
    p:125:13: item 10 (id 42): id: duplicate id 42; item 9 has it too, and ids must be unique in a pack
    p:177:13: item 14 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:190:13: item 15: id: must be a whole number of at most 15 digits, found 1000000000000000
    p:229:13: item 18: id: must be a whole number of at most 15 digits, found 1.2345678901234568e+18
    p:242:13: item 19: id: must be a whole number of at most 15 digits, found 46.5
    p:268:13: item 21 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:281:13: item 22 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:294:13: item 23 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:307:13: item 24: id: must be a whole number of at most 15 digits, found 48.00000000000001
    good items 6,7,8,10,11,12,15,16,19
    ok  p  book  9 items  es  586a70bac9ee5281
    === book book [min]
    p:1:80: item 1 (id 1000): book: missing; this field is required
    p:1:275: item 2 (id 1001): book: must be a string, found null
    p:1:464: item 3 (id 1002): book: must be a string, found a number
    p:1:650: item 4 (id 1003): book: must be a string, found a number
    p:1:838: item 5 (id 1004): book: must be a string, found a boolean
    p:1:1027: item 6 (id 1005): book: must be a string, found an array
    p:1:1214: item 7 (id 1006): book: must be a string, found an object
    p:1:1401: item 8 (id 1007): book: must be a string, found an array
    p:1:1591: item 9 (id 1008): book: is empty; write some text here
    p:1:1778: item 10 (id 1009): book: is empty; write some text here
    p:1:1968: item 11 (id 1010): book: is empty; write some text here
    p:1:2157: item 12 (id 1011): book: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:2352: item 13 (id 1012): book: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:1:2548: item 14 (id 1013): book: character 4 is U+000A (a control character), which would not show as text; remove it
    p:1:2745: item 15 (id 1014): book: character 3 is U+000D (a control character), which would not show as text; remove it
    p:1:2937: item 16 (id 1015): book: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:1:3129: item 17 (id 1016): book: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:1:3321: item 18 (id 1017): book: character 4 is U+007F (a control character), which would not show as text; remove it
    p:1:3513: item 19 (id 1018): book: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:1:3704: item 20 (id 1019): book: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:1:3896: item 21 (id 1020): book: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:1:5102: item 27 (id 1026): book: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:1:5295: item 28 (id 1027): book: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1:6364: item 32 (id 1031): book: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1:6572: item 33 (id 1032): book: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  book  9 items  es  f37612e5ac4bd900
    === book book [pretty]
    p:8:5: item 1 (id 1000): book: missing; this field is required
    p:22:15: item 2 (id 1001): book: must be a string, found null
    p:35:15: item 3 (id 1002): book: must be a string, found a number
    p:48:15: item 4 (id 1003): book: must be a string, found a number
    p:61:15: item 5 (id 1004): book: must be a string, found a boolean
    p:74:15: item 6 (id 1005): book: must be a string, found an array
    p:87:15: item 7 (id 1006): book: must be a string, found an object
    p:100:15: item 8 (id 1007): book: must be a string, found an array
    p:115:15: item 9 (id 1008): book: is empty; write some text here
    p:128:15: item 10 (id 1009): book: is empty; write some text here
    p:141:15: item 11 (id 1010): book: is empty; write some text here
    p:154:15: item 12 (id 1011): book: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:167:15: item 13 (id 1012): book: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:180:15: item 14 (id 1013): book: character 4 is U+000A (a control character), which would not show as text; remove it
    p:193:15: item 15 (id 1014): book: character 3 is U+000D (a control character), which would not show as text; remove it
    p:206:15: item 16 (id 1015): book: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:219:15: item 17 (id 1016): book: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:232:15: item 18 (id 1017): book: character 4 is U+007F (a control character), which would not show as text; remove it
    p:245:15: item 19 (id 1018): book: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:258:15: item 20 (id 1019): book: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:271:15: item 21 (id 1020): book: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:349:15: item 27 (id 1026): book: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:362:15: item 28 (id 1027): book: character 1 is U+001B (a control character), which would not show as text; remove it
    p:414:15: item 32 (id 1031): book: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:427:15: item 33 (id 1032): book: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  book  9 items  es  f37612e5ac4bd900
    === book question [min]
    p:1:80: item 1 (id 1000): question: missing; this field is required
    p:1:265: item 2 (id 1001): question: must be a string, found null
    p:1:430: item 3 (id 1002): question: must be a string, found a number
    p:1:592: item 4 (id 1003): question: must be a string, found a number
    p:1:756: item 5 (id 1004): question: must be a string, found a boolean
    p:1:921: item 6 (id 1005): question: must be a string, found an array
    p:1:1084: item 7 (id 1006): question: must be a string, found an object
    p:1:1247: item 8 (id 1007): question: must be a string, found an array
    p:1:1413: item 9 (id 1008): question: is empty; write some text here
    p:1:1576: item 10 (id 1009): question: is empty; write some text here
    p:1:1742: item 11 (id 1010): question: is empty; write some text here
    p:1:1907: item 12 (id 1011): question: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:2423: item 15 (id 1014): question: character 3 is U+000D (a control character), which would not show as text; remove it
    p:1:2591: item 16 (id 1015): question: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:1:2759: item 17 (id 1016): question: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:1:2927: item 18 (id 1017): question: character 4 is U+007F (a control character), which would not show as text; remove it
    p:1:3095: item 19 (id 1018): question: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:1:3262: item 20 (id 1019): question: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:1:3430: item 21 (id 1020): question: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:1:4492: item 27 (id 1026): question: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:1:4661: item 28 (id 1027): question: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1:5634: item 32 (id 1031): question: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1:5818: item 33 (id 1032): question: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 12,13,21,22,23,24,25,28,29,30,33
    ok  p  book  11 items  es  8129e804c71b204d
    === book question [pretty]
    p:8:5: item 1 (id 1000): question: missing; this field is required
    p:23:19: item 2 (id 1001): question: must be a string, found null
    p:36:19: item 3 (id 1002): question: must be a string, found a number
    p:49:19: item 4 (id 1003): question: must be a string, found a number
    p:62:19: item 5 (id 1004): question: must be a string, found a boolean
    p:75:19: item 6 (id 1005): question: must be a string, found an array
    p:88:19: item 7 (id 1006): question: must be a string, found an object
    p:101:19: item 8 (id 1007): question: must be a string, found an array
    p:116:19: item 9 (id 1008): question: is empty; write some text here
    p:129:19: item 10 (id 1009): question: is empty; write some text here
    p:142:19: item 11 (id 1010): question: is empty; write some text here
    p:155:19: item 12 (id 1011): question: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:194:19: item 15 (id 1014): question: character 3 is U+000D (a control character), which would not show as text; remove it
    p:207:19: item 16 (id 1015): question: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:220:19: item 17 (id 1016): question: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:233:19: item 18 (id 1017): question: character 4 is U+007F (a control character), which would not show as text; remove it
    p:246:19: item 19 (id 1018): question: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:259:19: item 20 (id 1019): question: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:272:19: item 21 (id 1020): question: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:350:19: item 27 (id 1026): question: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:363:19: item 28 (id 1027): question: character 1 is U+001B (a control character), which would not show as text; remove it
    p:415:19: item 32 (id 1031): question: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:428:19: item 33 (id 1032): question: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 12,13,21,22,23,24,25,28,29,30,33
    ok  p  book  11 items  es  8129e804c71b204d
    === book answer1 [min]
    p:1:80: item 1 (id 1000): answer1: missing; this field is required
    p:1:275: item 2 (id 1001): answer1: must be an object, found null
    p:1:408: item 3 (id 1002): answer1: must be an object, found a string
    p:1:540: item 4 (id 1003): answer1: must be an object, found an array
    p:1:671: item 5 (id 1004): answer1.answer: missing; this field is required
    p:1:1285: item 9 (id 1008): answer1: "answer" appears twice in this object; keep one
    p:1:1430: item 10 (id 1009): answer1.answer: is empty; write some text here
    p:1:1441: item 10 (id 1009): answer1.photo: "../x.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:1581: item 11 (id 1010): answer1.answer: missing; this field is required
    p:1:1744: item 12 (id 1011): answer1.answer: must be a string, found a number
    p:1:1754: item 12 (id 1011): answer1.photo: must be a string, found a number
    p:1:1920: item 13 (id 1012): answer1.extra: "a" appears twice in this object; keep one
    good items 5,6,7,13
    ok  p  book  4 items  es  16527c0b4c4b1ed4
    === book answer1 [pretty]
    p:8:5: item 1 (id 1000): answer1: missing; this field is required
    p:21:18: item 2 (id 1001): answer1: must be an object, found null
    p:31:18: item 3 (id 1002): answer1: must be an object, found a string
    p:41:18: item 4 (id 1003): answer1: must be an object, found an array
    p:51:18: item 5 (id 1004): answer1.answer: missing; this field is required
    p:101:19: item 9 (id 1008): answer1: "answer" appears twice in this object; keep one
    p:113:19: item 10 (id 1009): answer1.answer: is empty; write some text here
    p:114:18: item 10 (id 1009): answer1.photo: "../x.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:125:18: item 11 (id 1010): answer1.answer: missing; this field is required
    p:138:19: item 12 (id 1011): answer1.answer: must be a string, found a number
    p:139:18: item 12 (id 1011): answer1.photo: must be a string, found a number
    p:154:16: item 13 (id 1012): answer1.extra: "a" appears twice in this object; keep one
    good items 5,6,7,13
    ok  p  book  4 items  es  16527c0b4c4b1ed4
    === book answer1.answer [min]
    p:1:157: item 1 (id 1000): answer1.answer: missing; this field is required
    p:1:333: item 2 (id 1001): answer1.answer: must be a string, found null
    p:1:513: item 3 (id 1002): answer1.answer: must be a string, found a number
    p:1:690: item 4 (id 1003): answer1.answer: must be a string, found a number
    p:1:869: item 5 (id 1004): answer1.answer: must be a string, found a boolean
    p:1:1049: item 6 (id 1005): answer1.answer: must be a string, found an array
    p:1:1227: item 7 (id 1006): answer1.answer: must be a string, found an object
    p:1:1405: item 8 (id 1007): answer1.answer: must be a string, found an array
    p:1:1586: item 9 (id 1008): answer1.answer: is empty; write some text here
    p:1:1764: item 10 (id 1009): answer1.answer: is empty; write some text here
    p:1:1945: item 11 (id 1010): answer1.answer: is empty; write some text here
    p:1:2125: item 12 (id 1011): answer1.answer: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:2311: item 13 (id 1012): answer1.answer: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:1:2498: item 14 (id 1013): answer1.answer: character 4 is U+000A (a control character), which would not show as text; remove it
    p:1:2686: item 15 (id 1014): answer1.answer: character 3 is U+000D (a control character), which would not show as text; remove it
    p:1:2869: item 16 (id 1015): answer1.answer: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:1:3052: item 17 (id 1016): answer1.answer: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:1:3235: item 18 (id 1017): answer1.answer: character 4 is U+007F (a control character), which would not show as text; remove it
    p:1:3418: item 19 (id 1018): answer1.answer: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:1:3600: item 20 (id 1019): answer1.answer: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:1:3783: item 21 (id 1020): answer1.answer: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:1:4935: item 27 (id 1026): answer1.answer: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:1:5119: item 28 (id 1027): answer1.answer: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1:6152: item 32 (id 1031): answer1.answer: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1:6351: item 33 (id 1032): answer1.answer: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  book  9 items  es  f117679e4659a4e6
    === book answer1.answer [pretty]
    p:12:18: item 1 (id 1000): answer1.answer: missing; this field is required
    p:25:19: item 2 (id 1001): answer1.answer: must be a string, found null
    p:38:19: item 3 (id 1002): answer1.answer: must be a string, found a number
    p:51:19: item 4 (id 1003): answer1.answer: must be a string, found a number
    p:64:19: item 5 (id 1004): answer1.answer: must be a string, found a boolean
    p:77:19: item 6 (id 1005): answer1.answer: must be a string, found an array
    p:90:19: item 7 (id 1006): answer1.answer: must be a string, found an object
    p:103:19: item 8 (id 1007): answer1.answer: must be a string, found an array
    p:118:19: item 9 (id 1008): answer1.answer: is empty; write some text here
    p:131:19: item 10 (id 1009): answer1.answer: is empty; write some text here
    p:144:19: item 11 (id 1010): answer1.answer: is empty; write some text here
    p:157:19: item 12 (id 1011): answer1.answer: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:170:19: item 13 (id 1012): answer1.answer: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:183:19: item 14 (id 1013): answer1.answer: character 4 is U+000A (a control character), which would not show as text; remove it
    p:196:19: item 15 (id 1014): answer1.answer: character 3 is U+000D (a control character), which would not show as text; remove it
    p:209:19: item 16 (id 1015): answer1.answer: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:222:19: item 17 (id 1016): answer1.answer: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:235:19: item 18 (id 1017): answer1.answer: character 4 is U+007F (a control character), which would not show as text; remove it
    p:248:19: item 19 (id 1018): answer1.answer: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:261:19: item 20 (id 1019): answer1.answer: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:274:19: item 21 (id 1020): answer1.answer: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:352:19: item 27 (id 1026): answer1.answer: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:365:19: item 28 (id 1027): answer1.answer: character 1 is U+001B (a control character), which would not show as text; remove it
    p:417:19: item 32 (id 1031): answer1.answer: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:430:19: item 33 (id 1032): answer1.answer: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  book  9 items  es  f117679e4659a4e6
    === book answer1.photo [min]
    p:1:514: item 3 (id 1002): answer1.photo: must be a string, found a number
    p:1:679: item 4 (id 1003): answer1.photo: must be a string, found a number
    p:1:846: item 5 (id 1004): answer1.photo: must be a string, found a boolean
    p:1:1014: item 6 (id 1005): answer1.photo: must be a string, found an array
    p:1:1180: item 7 (id 1006): answer1.photo: must be a string, found an object
    p:1:1346: item 8 (id 1007): answer1.photo: is empty; write some text here
    p:1:1512: item 9 (id 1008): answer1.photo: is empty; write some text here
    p:1:2055: item 12 (id 1011): answer1.photo: "https://" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2229: item 13 (id 1012): answer1.photo: "http://:80/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2406: item 14 (id 1013): answer1.photo: "http://h:8a/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2954: item 17 (id 1016): answer1.photo: "http://[::1" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:3131: item 18 (id 1017): answer1.photo: "http://[::1]x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:3493: item 20 (id 1019): answer1.photo: "http://user@/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:3672: item 21 (id 1020): answer1.photo: "ftp://x/y.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:4205: item 24 (id 1023): answer1.photo: "../a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:4379: item 25 (id 1024): answer1.photo: "/abs.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:4553: item 26 (id 1025): answer1.photo: "a//b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:4727: item 27 (id 1026): answer1.photo: "x.txt" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:4898: item 28 (id 1027): answer1.photo: "a b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:5071: item 29 (id 1028): answer1.photo: "https://x.test/a b" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:5255: item 30 (id 1029): answer1.photo: character 16 is U+200B (an invisible character), which would not show as text; remove it
    p:1:5437: item 31 (id 1030): answer1.photo: character 16 is U+0007 (a control character), which would not show as text; remove it
    p:1:5624: item 32 (id 1031): answer1.photo: "imágenes/a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:6521: item 37 (id 1036): answer1.photo: "./a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    good items 0,1,9,10,14,15,18,21,22,32,33,34,35
    ok  p  book  13 items  es  62541819e2b3e6cc
    === book answer1.photo [pretty]
    p:39:18: item 3 (id 1002): answer1.photo: must be a string, found a number
    p:52:18: item 4 (id 1003): answer1.photo: must be a string, found a number
    p:65:18: item 5 (id 1004): answer1.photo: must be a string, found a boolean
    p:78:18: item 6 (id 1005): answer1.photo: must be a string, found an array
    p:91:18: item 7 (id 1006): answer1.photo: must be a string, found an object
    p:104:18: item 8 (id 1007): answer1.photo: is empty; write some text here
    p:117:18: item 9 (id 1008): answer1.photo: is empty; write some text here
    p:156:18: item 12 (id 1011): answer1.photo: "https://" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:169:18: item 13 (id 1012): answer1.photo: "http://:80/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:182:18: item 14 (id 1013): answer1.photo: "http://h:8a/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:221:18: item 17 (id 1016): answer1.photo: "http://[::1" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:234:18: item 18 (id 1017): answer1.photo: "http://[::1]x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:260:18: item 20 (id 1019): answer1.photo: "http://user@/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:273:18: item 21 (id 1020): answer1.photo: "ftp://x/y.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:312:18: item 24 (id 1023): answer1.photo: "../a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:325:18: item 25 (id 1024): answer1.photo: "/abs.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:338:18: item 26 (id 1025): answer1.photo: "a//b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:351:18: item 27 (id 1026): answer1.photo: "x.txt" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:364:18: item 28 (id 1027): answer1.photo: "a b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:377:18: item 29 (id 1028): answer1.photo: "https://x.test/a b" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:390:18: item 30 (id 1029): answer1.photo: character 16 is U+200B (an invisible character), which would not show as text; remove it
    p:403:18: item 31 (id 1030): answer1.photo: character 16 is U+0007 (a control character), which would not show as text; remove it
    p:416:18: item 32 (id 1031): answer1.photo: "imágenes/a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:481:18: item 37 (id 1036): answer1.photo: "./a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    good items 0,1,9,10,14,15,18,21,22,32,33,34,35
    ok  p  book  13 items  es  62541819e2b3e6cc
    === book answer2 [min]
    p:1:80: item 1 (id 1000): answer2: missing; this field is required
    p:1:384: item 2 (id 1001): answer2: must be an object, found null
    p:1:553: item 3 (id 1002): answer2: must be an object, found a string
    p:1:721: item 4 (id 1003): answer2: must be an object, found an array
    p:1:888: item 5 (id 1004): answer2.answer: missing; this field is required
    p:1:1646: item 9 (id 1008): answer2: "answer" appears twice in this object; keep one
    p:1:1827: item 10 (id 1009): answer2.answer: is empty; write some text here
    p:1:1838: item 10 (id 1009): answer2.photo: "../x.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2014: item 11 (id 1010): answer2.answer: missing; this field is required
    p:1:2213: item 12 (id 1011): answer2.answer: must be a string, found a number
    p:1:2223: item 12 (id 1011): answer2.photo: must be a string, found a number
    p:1:2425: item 13 (id 1012): answer2.extra: "a" appears twice in this object; keep one
    good items 5,6,7,13
    ok  p  book  4 items  es  326fe914c1ff2a42
    === book answer2 [pretty]
    p:8:5: item 1 (id 1000): answer2: missing; this field is required
    p:26:18: item 2 (id 1001): answer2: must be an object, found null
    p:37:18: item 3 (id 1002): answer2: must be an object, found a string
    p:48:18: item 4 (id 1003): answer2: must be an object, found an array
    p:59:18: item 5 (id 1004): answer2.answer: missing; this field is required
    p:113:19: item 9 (id 1008): answer2: "answer" appears twice in this object; keep one
    p:126:19: item 10 (id 1009): answer2.answer: is empty; write some text here
    p:127:18: item 10 (id 1009): answer2.photo: "../x.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:139:18: item 11 (id 1010): answer2.answer: missing; this field is required
    p:153:19: item 12 (id 1011): answer2.answer: must be a string, found a number
    p:154:18: item 12 (id 1011): answer2.photo: must be a string, found a number
    p:170:16: item 13 (id 1012): answer2.extra: "a" appears twice in this object; keep one
    good items 5,6,7,13
    ok  p  book  4 items  es  326fe914c1ff2a42
    === book answer2.photo [min]
    p:1:659: item 3 (id 1002): answer2.photo: must be a string, found a number
    p:1:860: item 4 (id 1003): answer2.photo: must be a string, found a number
    p:1:1063: item 5 (id 1004): answer2.photo: must be a string, found a boolean
    p:1:1267: item 6 (id 1005): answer2.photo: must be a string, found an array
    p:1:1469: item 7 (id 1006): answer2.photo: must be a string, found an object
    p:1:1671: item 8 (id 1007): answer2.photo: is empty; write some text here
    p:1:1873: item 9 (id 1008): answer2.photo: is empty; write some text here
    p:1:2524: item 12 (id 1011): answer2.photo: "https://" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2734: item 13 (id 1012): answer2.photo: "http://:80/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2947: item 14 (id 1013): answer2.photo: "http://h:8a/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:3603: item 17 (id 1016): answer2.photo: "http://[::1" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:3816: item 18 (id 1017): answer2.photo: "http://[::1]x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:4250: item 20 (id 1019): answer2.photo: "http://user@/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:4465: item 21 (id 1020): answer2.photo: "ftp://x/y.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:5106: item 24 (id 1023): answer2.photo: "../a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:5316: item 25 (id 1024): answer2.photo: "/abs.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:5526: item 26 (id 1025): answer2.photo: "a//b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:5736: item 27 (id 1026): answer2.photo: "x.txt" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:5943: item 28 (id 1027): answer2.photo: "a b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:6152: item 29 (id 1028): answer2.photo: "https://x.test/a b" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:6372: item 30 (id 1029): answer2.photo: character 16 is U+200B (an invisible character), which would not show as text; remove it
    p:1:6590: item 31 (id 1030): answer2.photo: character 16 is U+0007 (a control character), which would not show as text; remove it
    p:1:6813: item 32 (id 1031): answer2.photo: "imágenes/a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:7890: item 37 (id 1036): answer2.photo: "./a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    good items 0,1,9,10,14,15,18,21,22,32,33,34,35
    ok  p  book  13 items  es  247b75ff5ebd0122
    === book answer2.photo [pretty]
    p:45:18: item 3 (id 1002): answer2.photo: must be a string, found a number
    p:59:18: item 4 (id 1003): answer2.photo: must be a string, found a number
    p:73:18: item 5 (id 1004): answer2.photo: must be a string, found a boolean
    p:87:18: item 6 (id 1005): answer2.photo: must be a string, found an array
    p:101:18: item 7 (id 1006): answer2.photo: must be a string, found an object
    p:115:18: item 8 (id 1007): answer2.photo: is empty; write some text here
    p:129:18: item 9 (id 1008): answer2.photo: is empty; write some text here
    p:171:18: item 12 (id 1011): answer2.photo: "https://" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:185:18: item 13 (id 1012): answer2.photo: "http://:80/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:199:18: item 14 (id 1013): answer2.photo: "http://h:8a/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:241:18: item 17 (id 1016): answer2.photo: "http://[::1" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:255:18: item 18 (id 1017): answer2.photo: "http://[::1]x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:283:18: item 20 (id 1019): answer2.photo: "http://user@/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:297:18: item 21 (id 1020): answer2.photo: "ftp://x/y.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:339:18: item 24 (id 1023): answer2.photo: "../a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:353:18: item 25 (id 1024): answer2.photo: "/abs.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:367:18: item 26 (id 1025): answer2.photo: "a//b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:381:18: item 27 (id 1026): answer2.photo: "x.txt" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:395:18: item 28 (id 1027): answer2.photo: "a b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:409:18: item 29 (id 1028): answer2.photo: "https://x.test/a b" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:423:18: item 30 (id 1029): answer2.photo: character 16 is U+200B (an invisible character), which would not show as text; remove it
    p:437:18: item 31 (id 1030): answer2.photo: character 16 is U+0007 (a control character), which would not show as text; remove it
    p:451:18: item 32 (id 1031): answer2.photo: "imágenes/a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:521:18: item 37 (id 1036): answer2.photo: "./a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    good items 0,1,9,10,14,15,18,21,22,32,33,34,35
    ok  p  book  13 items  es  247b75ff5ebd0122
    === book solution [min]
    p:1:80: item 1 (id 1000): solution: missing; this field is required
    p:1:446: item 2 (id 1001): solution: must be a whole number, found null
    p:1:640: item 3 (id 1002): solution: must be 1 or 2, found 0
    p:1:1213: item 6 (id 1005): solution: must be 1 or 2, found 3
    p:1:1404: item 7 (id 1006): solution: must be 1 or 2, found -1
    p:1:2177: item 11 (id 1010): solution: must be a whole number of at most 15 digits, found 1.5
    p:1:2370: item 12 (id 1011): solution: must be a whole number, found a string
    p:1:2563: item 13 (id 1012): solution: must be a whole number, found a boolean
    p:1:2757: item 14 (id 1013): solution: must be a whole number of at most 15 digits, found 10000000000000000
    p:1:2964: item 15 (id 1014): solution: must be 1 or 2, found 0
    p:1:3156: item 16 (id 1015): solution: must be a whole number, found an array
    p:1:3348: item 17 (id 1016): solution: must be a whole number, found an object
    good items 3,4,7,8,9,17
    ok  p  book  6 items  es  45dbd29c4bf9eaf6
    === book solution [pretty]
    p:8:5: item 1 (id 1000): solution: missing; this field is required
    p:31:19: item 2 (id 1001): solution: must be a whole number, found null
    p:44:19: item 3 (id 1002): solution: must be 1 or 2, found 0
    p:83:19: item 6 (id 1005): solution: must be 1 or 2, found 3
    p:96:19: item 7 (id 1006): solution: must be 1 or 2, found -1
    p:148:19: item 11 (id 1010): solution: must be a whole number of at most 15 digits, found 1.5
    p:161:19: item 12 (id 1011): solution: must be a whole number, found a string
    p:174:19: item 13 (id 1012): solution: must be a whole number, found a boolean
    p:187:19: item 14 (id 1013): solution: must be a whole number of at most 15 digits, found 10000000000000000
    p:200:19: item 15 (id 1014): solution: must be 1 or 2, found 0
    p:213:19: item 16 (id 1015): solution: must be a whole number, found an array
    p:226:19: item 17 (id 1016): solution: must be a whole number, found an object
    good items 3,4,7,8,9,17
    ok  p  book  6 items  es  45dbd29c4bf9eaf6
    === book extra [min]
    p:1:1696: item 8 (id 1007): extra: "a" appears twice in this object; keep one
    p:1:1910: item 9 (id 1008): extra[0]: "b" appears twice in this object; keep one
    p:1:4240: item 20 (id 1019): extra.x: "y" appears 3 times in this object; keep one
    good items 0,1,2,3,4,5,6,9,10,11,12,13,14,15,16,17,18
    ok  p  book  17 items  es  518139bf1afa6685
    === book extra [pretty]
    p:119:14: item 8 (id 1007): extra: "a" appears twice in this object; keep one
    p:137:16: item 9 (id 1008): extra[0]: "b" appears twice in this object; keep one
    p:312:16: item 20 (id 1019): extra.x: "y" appears 3 times in this object; keep one
    good items 0,1,2,3,4,5,6,9,10,11,12,13,14,15,16,17,18
    ok  p  book  17 items  es  518139bf1afa6685
    === book repeated members [min]
    p:1:96: item 1 (id 2000): "id" appears twice in this object; keep one
    p:1:313: item 2 (id 2001): "book" appears twice in this object; keep one
    p:1:564: item 3 (id 2002): "question" appears twice in this object; keep one
    p:1:869: item 4 (id 2003): "answer1" appears twice in this object; keep one
    p:1:1170: item 5 (id 2004): "answer2" appears twice in this object; keep one
    p:1:1412: item 6 (id 2005): "solution" appears twice in this object; keep one
    good items 
    === book repeated members [pretty]
    p:10:13: item 1 (id 2000): "id" appears twice in this object; keep one
    p:25:15: item 2 (id 2001): "book" appears twice in this object; keep one
    p:40:19: item 3 (id 2002): "question" appears twice in this object; keep one
    p:58:18: item 4 (id 2003): "answer1" appears twice in this object; keep one
    p:78:18: item 5 (id 2004): "answer2" appears twice in this object; keep one
    p:95:19: item 6 (id 2005): "solution" appears twice in this object; keep one
    good items 
    === book book items first [min]
    p:1:11: item 1 (id 3000): book: missing; this field is required
    p:1:206: item 2 (id 3001): book: must be a string, found null
    p:1:395: item 3 (id 3002): book: must be a string, found a number
    p:1:581: item 4 (id 3003): book: must be a string, found a number
    p:1:769: item 5 (id 3004): book: must be a string, found a boolean
    p:1:958: item 6 (id 3005): book: must be a string, found an array
    p:1:1145: item 7 (id 3006): book: must be a string, found an object
    p:1:1332: item 8 (id 3007): book: must be a string, found an array
    p:1:1522: item 9 (id 3008): book: is empty; write some text here
    p:1:1709: item 10 (id 3009): book: is empty; write some text here
    p:1:1899: item 11 (id 3010): book: is empty; write some text here
    p:1:2088: item 12 (id 3011): book: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:2283: item 13 (id 3012): book: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:1:2479: item 14 (id 3013): book: character 4 is U+000A (a control character), which would not show as text; remove it
    p:1:2676: item 15 (id 3014): book: character 3 is U+000D (a control character), which would not show as text; remove it
    p:1:2868: item 16 (id 3015): book: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:1:3060: item 17 (id 3016): book: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:1:3252: item 18 (id 3017): book: character 4 is U+007F (a control character), which would not show as text; remove it
    p:1:3444: item 19 (id 3018): book: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:1:3635: item 20 (id 3019): book: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:1:3827: item 21 (id 3020): book: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:1:5033: item 27 (id 3026): book: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:1:5226: item 28 (id 3027): book: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1:6295: item 32 (id 3031): book: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1:6503: item 33 (id 3032): book: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  book  9 items  es  a366ba285273fbfe
    === book book items first [pretty]
    p:3:5: item 1 (id 3000): book: missing; this field is required
    p:17:15: item 2 (id 3001): book: must be a string, found null
    p:30:15: item 3 (id 3002): book: must be a string, found a number
    p:43:15: item 4 (id 3003): book: must be a string, found a number
    p:56:15: item 5 (id 3004): book: must be a string, found a boolean
    p:69:15: item 6 (id 3005): book: must be a string, found an array
    p:82:15: item 7 (id 3006): book: must be a string, found an object
    p:95:15: item 8 (id 3007): book: must be a string, found an array
    p:110:15: item 9 (id 3008): book: is empty; write some text here
    p:123:15: item 10 (id 3009): book: is empty; write some text here
    p:136:15: item 11 (id 3010): book: is empty; write some text here
    p:149:15: item 12 (id 3011): book: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:162:15: item 13 (id 3012): book: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:175:15: item 14 (id 3013): book: character 4 is U+000A (a control character), which would not show as text; remove it
    p:188:15: item 15 (id 3014): book: character 3 is U+000D (a control character), which would not show as text; remove it
    p:201:15: item 16 (id 3015): book: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:214:15: item 17 (id 3016): book: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:227:15: item 18 (id 3017): book: character 4 is U+007F (a control character), which would not show as text; remove it
    p:240:15: item 19 (id 3018): book: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:253:15: item 20 (id 3019): book: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:266:15: item 21 (id 3020): book: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:344:15: item 27 (id 3026): book: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:357:15: item 28 (id 3027): book: character 1 is U+001B (a control character), which would not show as text; remove it
    p:409:15: item 32 (id 3031): book: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:422:15: item 33 (id 3032): book: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  book  9 items  es  a366ba285273fbfe
    === film id [min]
    p:1:80: item 1: id: missing; this field is required
    p:1:188: item 2: id: must be a whole number, found null
    p:1:300: item 3: id: must be a whole number, found a string
    p:1:411: item 4: id: must be a whole number, found a boolean
    p:1:523: item 5: id: must be a whole number, found an array
    p:1:633: item 6: id: must be a whole number, found an object
    p:1:1072: item 10 (id 42): id: duplicate id 42; item 9 has it too, and ids must be unique in a pack
    p:1:1524: item 14 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:1:1634: item 15: id: must be a whole number of at most 15 digits, found 1000000000000000
    p:1:1993: item 18: id: must be a whole number of at most 15 digits, found 1.2345678901234568e+18
    p:1:2120: item 19: id: must be a whole number of at most 15 digits, found 46.5
    p:1:2345: item 21 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:1:2456: item 22 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:1:2568: item 23 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:1:2682: item 24: id: must be a whole number of at most 15 digits, found 48.00000000000001
    good items 6,7,8,10,11,12,15,16,19
    ok  p  film  9 items  es  a37b57a310710a3f
    === film id [pretty]
    p:8:5: item 1: id: missing; this field is required
    p:15:13: item 2: id: must be a whole number, found null
    p:22:13: item 3: id: must be a whole number, found a string
    p:29:13: item 4: id: must be a whole number, found a boolean
    p:36:13: item 5: id: must be a whole number, found an array
    p:43:13: item 6: id: must be a whole number, found an object
    p:71:13: item 10 (id 42): id: duplicate id 42; item 9 has it too, and ids must be unique in a pack
    p:99:13: item 14 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:106:13: item 15: id: must be a whole number of at most 15 digits, found 1000000000000000
    p:127:13: item 18: id: must be a whole number of at most 15 digits, found 1.2345678901234568e+18
    p:134:13: item 19: id: must be a whole number of at most 15 digits, found 46.5
    p:148:13: item 21 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:155:13: item 22 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:162:13: item 23 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:169:13: item 24: id: must be a whole number of at most 15 digits, found 48.00000000000001
    good items 6,7,8,10,11,12,15,16,19
    ok  p  film  9 items  es  a37b57a310710a3f
    === film title [min]
    p:1:80: item 1 (id 1000): title: missing; this field is required
    p:1:192: item 2 (id 1001): title: must be a string, found null
    p:1:298: item 3 (id 1002): title: must be a string, found a number
    p:1:401: item 4 (id 1003): title: must be a string, found a number
    p:1:506: item 5 (id 1004): title: must be a string, found a boolean
    p:1:612: item 6 (id 1005): title: must be a string, found an array
    p:1:716: item 7 (id 1006): title: must be a string, found an object
    p:1:820: item 8 (id 1007): title: must be a string, found an array
    p:1:927: item 9 (id 1008): title: is empty; write some text here
    p:1:1031: item 10 (id 1009): title: is empty; write some text here
    p:1:1138: item 11 (id 1010): title: is empty; write some text here
    p:1:1244: item 12 (id 1011): title: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:1356: item 13 (id 1012): title: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:1:1469: item 14 (id 1013): title: character 4 is U+000A (a control character), which would not show as text; remove it
    p:1:1583: item 15 (id 1014): title: character 3 is U+000D (a control character), which would not show as text; remove it
    p:1:1692: item 16 (id 1015): title: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:1:1801: item 17 (id 1016): title: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:1:1910: item 18 (id 1017): title: character 4 is U+007F (a control character), which would not show as text; remove it
    p:1:2019: item 19 (id 1018): title: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:1:2127: item 20 (id 1019): title: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:1:2236: item 21 (id 1020): title: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:1:2944: item 27 (id 1026): title: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:1:3054: item 28 (id 1027): title: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1:3791: item 32 (id 1031): title: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1:3916: item 33 (id 1032): title: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  film  9 items  es  4d05096c701287da
    === film title [pretty]
    p:8:5: item 1 (id 1000): title: missing; this field is required
    p:16:16: item 2 (id 1001): title: must be a string, found null
    p:23:16: item 3 (id 1002): title: must be a string, found a number
    p:30:16: item 4 (id 1003): title: must be a string, found a number
    p:37:16: item 5 (id 1004): title: must be a string, found a boolean
    p:44:16: item 6 (id 1005): title: must be a string, found an array
    p:51:16: item 7 (id 1006): title: must be a string, found an object
    p:58:16: item 8 (id 1007): title: must be a string, found an array
    p:67:16: item 9 (id 1008): title: is empty; write some text here
    p:74:16: item 10 (id 1009): title: is empty; write some text here
    p:81:16: item 11 (id 1010): title: is empty; write some text here
    p:88:16: item 12 (id 1011): title: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:95:16: item 13 (id 1012): title: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:102:16: item 14 (id 1013): title: character 4 is U+000A (a control character), which would not show as text; remove it
    p:109:16: item 15 (id 1014): title: character 3 is U+000D (a control character), which would not show as text; remove it
    p:116:16: item 16 (id 1015): title: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:123:16: item 17 (id 1016): title: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:130:16: item 18 (id 1017): title: character 4 is U+007F (a control character), which would not show as text; remove it
    p:137:16: item 19 (id 1018): title: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:144:16: item 20 (id 1019): title: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:151:16: item 21 (id 1020): title: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:193:16: item 27 (id 1026): title: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:200:16: item 28 (id 1027): title: character 1 is U+001B (a control character), which would not show as text; remove it
    p:228:16: item 32 (id 1031): title: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:235:16: item 33 (id 1032): title: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  film  9 items  es  4d05096c701287da
    === film posterUrl [min]
    p:1:293: item 3 (id 1002): posterUrl: must be a string, found a number
    p:1:384: item 4 (id 1003): posterUrl: must be a string, found a number
    p:1:477: item 5 (id 1004): posterUrl: must be a string, found a boolean
    p:1:571: item 6 (id 1005): posterUrl: must be a string, found an array
    p:1:663: item 7 (id 1006): posterUrl: must be a string, found an object
    p:1:755: item 8 (id 1007): posterUrl: is empty; write some text here
    p:1:847: item 9 (id 1008): posterUrl: is empty; write some text here
    p:1:1168: item 12 (id 1011): posterUrl: "https://" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:1268: item 13 (id 1012): posterUrl: "http://:80/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:1371: item 14 (id 1013): posterUrl: "http://h:8a/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:1697: item 17 (id 1016): posterUrl: "http://[::1" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:1800: item 18 (id 1017): posterUrl: "http://[::1]x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2014: item 20 (id 1019): posterUrl: "http://user@/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2119: item 21 (id 1020): posterUrl: "ftp://x/y.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2430: item 24 (id 1023): posterUrl: "../a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2530: item 25 (id 1024): posterUrl: "/abs.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2630: item 26 (id 1025): posterUrl: "a//b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2730: item 27 (id 1026): posterUrl: "x.txt" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2827: item 28 (id 1027): posterUrl: "a b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2926: item 29 (id 1028): posterUrl: "https://x.test/a b" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:3036: item 30 (id 1029): posterUrl: character 16 is U+200B (an invisible character), which would not show as text; remove it
    p:1:3144: item 31 (id 1030): posterUrl: character 16 is U+0007 (a control character), which would not show as text; remove it
    p:1:3257: item 32 (id 1031): posterUrl: "imágenes/a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:3784: item 37 (id 1036): posterUrl: "./a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    good items 0,1,9,10,14,15,18,21,22,32,33,34,35
    ok  p  film  13 items  es  b2c92203c4a65d8d
    === film posterUrl [pretty]
    p:24:20: item 3 (id 1002): posterUrl: must be a string, found a number
    p:31:20: item 4 (id 1003): posterUrl: must be a string, found a number
    p:38:20: item 5 (id 1004): posterUrl: must be a string, found a boolean
    p:45:20: item 6 (id 1005): posterUrl: must be a string, found an array
    p:52:20: item 7 (id 1006): posterUrl: must be a string, found an object
    p:59:20: item 8 (id 1007): posterUrl: is empty; write some text here
    p:66:20: item 9 (id 1008): posterUrl: is empty; write some text here
    p:87:20: item 12 (id 1011): posterUrl: "https://" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:94:20: item 13 (id 1012): posterUrl: "http://:80/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:101:20: item 14 (id 1013): posterUrl: "http://h:8a/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:122:20: item 17 (id 1016): posterUrl: "http://[::1" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:129:20: item 18 (id 1017): posterUrl: "http://[::1]x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:143:20: item 20 (id 1019): posterUrl: "http://user@/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:150:20: item 21 (id 1020): posterUrl: "ftp://x/y.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:171:20: item 24 (id 1023): posterUrl: "../a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:178:20: item 25 (id 1024): posterUrl: "/abs.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:185:20: item 26 (id 1025): posterUrl: "a//b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:192:20: item 27 (id 1026): posterUrl: "x.txt" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:199:20: item 28 (id 1027): posterUrl: "a b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:206:20: item 29 (id 1028): posterUrl: "https://x.test/a b" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:213:20: item 30 (id 1029): posterUrl: character 16 is U+200B (an invisible character), which would not show as text; remove it
    p:220:20: item 31 (id 1030): posterUrl: character 16 is U+0007 (a control character), which would not show as text; remove it
    p:227:20: item 32 (id 1031): posterUrl: "imágenes/a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:262:20: item 37 (id 1036): posterUrl: "./a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    good items 0,1,9,10,14,15,18,21,22,32,33,34,35
    ok  p  film  13 items  es  b2c92203c4a65d8d
    === film question [min]
    p:1:80: item 1 (id 1000): question: missing; this field is required
    p:1:236: item 2 (id 1001): question: must be a string, found null
    p:1:332: item 3 (id 1002): question: must be a string, found a number
    p:1:425: item 4 (id 1003): question: must be a string, found a number
    p:1:520: item 5 (id 1004): question: must be a string, found a boolean
    p:1:616: item 6 (id 1005): question: must be a string, found an array
    p:1:710: item 7 (id 1006): question: must be a string, found an object
    p:1:804: item 8 (id 1007): question: must be a string, found an array
    p:1:901: item 9 (id 1008): question: is empty; write some text here
    p:1:995: item 10 (id 1009): question: is empty; write some text here
    p:1:1092: item 11 (id 1010): question: is empty; write some text here
    p:1:1188: item 12 (id 1011): question: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:1497: item 15 (id 1014): question: character 3 is U+000D (a control character), which would not show as text; remove it
    p:1:1596: item 16 (id 1015): question: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:1:1695: item 17 (id 1016): question: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:1:1794: item 18 (id 1017): question: character 4 is U+007F (a control character), which would not show as text; remove it
    p:1:1893: item 19 (id 1018): question: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:1:1991: item 20 (id 1019): question: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:1:2090: item 21 (id 1020): question: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:1:2738: item 27 (id 1026): question: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:1:2838: item 28 (id 1027): question: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1:3535: item 32 (id 1031): question: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1:3650: item 33 (id 1032): question: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 12,13,21,22,23,24,25,28,29,30,33
    ok  p  film  11 items  es  29126e9fd8094b44
    === film question [pretty]
    p:8:5: item 1 (id 1000): question: missing; this field is required
    p:18:19: item 2 (id 1001): question: must be a string, found null
    p:25:19: item 3 (id 1002): question: must be a string, found a number
    p:32:19: item 4 (id 1003): question: must be a string, found a number
    p:39:19: item 5 (id 1004): question: must be a string, found a boolean
    p:46:19: item 6 (id 1005): question: must be a string, found an array
    p:53:19: item 7 (id 1006): question: must be a string, found an object
    p:60:19: item 8 (id 1007): question: must be a string, found an array
    p:69:19: item 9 (id 1008): question: is empty; write some text here
    p:76:19: item 10 (id 1009): question: is empty; write some text here
    p:83:19: item 11 (id 1010): question: is empty; write some text here
    p:90:19: item 12 (id 1011): question: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:111:19: item 15 (id 1014): question: character 3 is U+000D (a control character), which would not show as text; remove it
    p:118:19: item 16 (id 1015): question: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:125:19: item 17 (id 1016): question: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:132:19: item 18 (id 1017): question: character 4 is U+007F (a control character), which would not show as text; remove it
    p:139:19: item 19 (id 1018): question: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:146:19: item 20 (id 1019): question: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:153:19: item 21 (id 1020): question: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:195:19: item 27 (id 1026): question: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:202:19: item 28 (id 1027): question: character 1 is U+001B (a control character), which would not show as text; remove it
    p:230:19: item 32 (id 1031): question: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:237:19: item 33 (id 1032): question: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 12,13,21,22,23,24,25,28,29,30,33
    ok  p  film  11 items  es  29126e9fd8094b44
    === film answer [min]
    p:1:80: item 1 (id 1000): answer: missing; this field is required
    p:1:284: item 2 (id 1001): answer: must be true or false, found null
    p:1:621: item 5 (id 1004): answer: must be true or false, found a number
    p:1:730: item 6 (id 1005): answer: must be true or false, found a number
    p:1:839: item 7 (id 1006): answer: must be true or false, found a string
    p:1:953: item 8 (id 1007): answer: must be true or false, found an array
    p:1:1063: item 9 (id 1008): answer: must be true or false, found an object
    good items 2,3
    ok  p  film  2 items  es  70058c6972e9c45a
    === film answer [pretty]
    p:8:5: item 1 (id 1000): answer: missing; this field is required
    p:19:17: item 2 (id 1001): answer: must be true or false, found null
    p:40:17: item 5 (id 1004): answer: must be true or false, found a number
    p:47:17: item 6 (id 1005): answer: must be true or false, found a number
    p:54:17: item 7 (id 1006): answer: must be true or false, found a string
    p:61:17: item 8 (id 1007): answer: must be true or false, found an array
    p:68:17: item 9 (id 1008): answer: must be true or false, found an object
    good items 2,3
    ok  p  film  2 items  es  70058c6972e9c45a
    === film extra [min]
    p:1:1064: item 8 (id 1007): extra: "a" appears twice in this object; keep one
    p:1:1199: item 9 (id 1008): extra[0]: "b" appears twice in this object; keep one
    p:1:2660: item 20 (id 1019): extra.x: "y" appears 3 times in this object; keep one
    good items 0,1,2,3,4,5,6,9,10,11,12,13,14,15,16,17,18
    ok  p  film  17 items  es  b286436012c8baa7
    === film extra [pretty]
    p:71:14: item 8 (id 1007): extra: "a" appears twice in this object; keep one
    p:83:16: item 9 (id 1008): extra[0]: "b" appears twice in this object; keep one
    p:192:16: item 20 (id 1019): extra.x: "y" appears 3 times in this object; keep one
    good items 0,1,2,3,4,5,6,9,10,11,12,13,14,15,16,17,18
    ok  p  film  17 items  es  b286436012c8baa7
    === film repeated members [min]
    p:1:96: item 1 (id 2000): "id" appears twice in this object; keep one
    p:1:240: item 2 (id 2001): "title" appears twice in this object; keep one
    p:1:410: item 3 (id 2002): "posterUrl" appears twice in this object; keep one
    p:1:588: item 4 (id 2003): "question" appears twice in this object; keep one
    p:1:744: item 5 (id 2004): "answer" appears twice in this object; keep one
    good items 
    === film repeated members [pretty]
    p:10:13: item 1 (id 2000): "id" appears twice in this object; keep one
    p:19:16: item 2 (id 2001): "title" appears twice in this object; keep one
    p:28:20: item 3 (id 2002): "posterUrl" appears twice in this object; keep one
    p:37:19: item 4 (id 2003): "question" appears twice in this object; keep one
    p:46:17: item 5 (id 2004): "answer" appears twice in this object; keep one
    good items 
    === film title items first [min]
    p:1:11: item 1 (id 3000): title: missing; this field is required
    p:1:123: item 2 (id 3001): title: must be a string, found null
    p:1:229: item 3 (id 3002): title: must be a string, found a number
    p:1:332: item 4 (id 3003): title: must be a string, found a number
    p:1:437: item 5 (id 3004): title: must be a string, found a boolean
    p:1:543: item 6 (id 3005): title: must be a string, found an array
    p:1:647: item 7 (id 3006): title: must be a string, found an object
    p:1:751: item 8 (id 3007): title: must be a string, found an array
    p:1:858: item 9 (id 3008): title: is empty; write some text here
    p:1:962: item 10 (id 3009): title: is empty; write some text here
    p:1:1069: item 11 (id 3010): title: is empty; write some text here
    p:1:1175: item 12 (id 3011): title: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:1287: item 13 (id 3012): title: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:1:1400: item 14 (id 3013): title: character 4 is U+000A (a control character), which would not show as text; remove it
    p:1:1514: item 15 (id 3014): title: character 3 is U+000D (a control character), which would not show as text; remove it
    p:1:1623: item 16 (id 3015): title: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:1:1732: item 17 (id 3016): title: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:1:1841: item 18 (id 3017): title: character 4 is U+007F (a control character), which would not show as text; remove it
    p:1:1950: item 19 (id 3018): title: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:1:2058: item 20 (id 3019): title: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:1:2167: item 21 (id 3020): title: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:1:2875: item 27 (id 3026): title: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:1:2985: item 28 (id 3027): title: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1:3722: item 32 (id 3031): title: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1:3847: item 33 (id 3032): title: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  film  9 items  es  3a1b7fc83a7c53a8
    === film title items first [pretty]
    p:3:5: item 1 (id 3000): title: missing; this field is required
    p:11:16: item 2 (id 3001): title: must be a string, found null
    p:18:16: item 3 (id 3002): title: must be a string, found a number
    p:25:16: item 4 (id 3003): title: must be a string, found a number
    p:32:16: item 5 (id 3004): title: must be a string, found a boolean
    p:39:16: item 6 (id 3005): title: must be a string, found an array
    p:46:16: item 7 (id 3006): title: must be a string, found an object
    p:53:16: item 8 (id 3007): title: must be a string, found an array
    p:62:16: item 9 (id 3008): title: is empty; write some text here
    p:69:16: item 10 (id 3009): title: is empty; write some text here
    p:76:16: item 11 (id 3010): title: is empty; write some text here
    p:83:16: item 12 (id 3011): title: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:90:16: item 13 (id 3012): title: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:97:16: item 14 (id 3013): title: character 4 is U+000A (a control character), which would not show as text; remove it
    p:104:16: item 15 (id 3014): title: character 3 is U+000D (a control character), which would not show as text; remove it
    p:111:16: item 16 (id 3015): title: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:118:16: item 17 (id 3016): title: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:125:16: item 18 (id 3017): title: character 4 is U+007F (a control character), which would not show as text; remove it
    p:132:16: item 19 (id 3018): title: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:139:16: item 20 (id 3019): title: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:146:16: item 21 (id 3020): title: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:188:16: item 27 (id 3026): title: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:195:16: item 28 (id 3027): title: character 1 is U+001B (a control character), which would not show as text; remove it
    p:223:16: item 32 (id 3031): title: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:230:16: item 33 (id 3032): title: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  film  9 items  es  3a1b7fc83a7c53a8
    === choice id [min]
    p:1:82: item 1: id: missing; this field is required
    p:1:262: item 2: id: must be a whole number, found null
    p:1:446: item 3: id: must be a whole number, found a string
    p:1:629: item 4: id: must be a whole number, found a boolean
    p:1:813: item 5: id: must be a whole number, found an array
    p:1:995: item 6: id: must be a whole number, found an object
    p:1:1722: item 10 (id 42): id: duplicate id 42; item 9 has it too, and ids must be unique in a pack
    p:1:2462: item 14 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:1:2644: item 15: id: must be a whole number of at most 15 digits, found 1000000000000000
    p:1:3219: item 18: id: must be a whole number of at most 15 digits, found 1.2345678901234568e+18
    p:1:3418: item 19: id: must be a whole number of at most 15 digits, found 46.5
    p:1:3787: item 21 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:1:3970: item 22 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:1:4154: item 23 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:1:4340: item 24: id: must be a whole number of at most 15 digits, found 48.00000000000001
    good items 6,7,8,10,11,12,15,16,19
    ok  p  choice  9 items  es  c97a4aca016f0c1b
    === choice id [pretty]
    p:8:5: item 1: id: missing; this field is required
    p:26:13: item 2: id: must be a whole number, found null
    p:44:13: item 3: id: must be a whole number, found a string
    p:62:13: item 4: id: must be a whole number, found a boolean
    p:80:13: item 5: id: must be a whole number, found an array
    p:98:13: item 6: id: must be a whole number, found an object
    p:170:13: item 10 (id 42): id: duplicate id 42; item 9 has it too, and ids must be unique in a pack
    p:242:13: item 14 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:260:13: item 15: id: must be a whole number of at most 15 digits, found 1000000000000000
    p:314:13: item 18: id: must be a whole number of at most 15 digits, found 1.2345678901234568e+18
    p:332:13: item 19: id: must be a whole number of at most 15 digits, found 46.5
    p:368:13: item 21 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:386:13: item 22 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:404:13: item 23 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:422:13: item 24: id: must be a whole number of at most 15 digits, found 48.00000000000001
    good items 6,7,8,10,11,12,15,16,19
    ok  p  choice  9 items  es  c97a4aca016f0c1b
    === choice category [min]
    p:1:444: item 3 (id 1002): category: must be a string, found a number
    p:1:619: item 4 (id 1003): category: must be a string, found a boolean
    p:1:798: item 5 (id 1004): category: must be a string, found an array
    p:1:977: item 6 (id 1005): category: is empty; write some text here
    p:1:1153: item 7 (id 1006): category: is empty; write some text here
    p:1:1332: item 8 (id 1007): category: is empty; write some text here
    p:1:1510: item 9 (id 1008): category: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:1694: item 10 (id 1009): category: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:1:1879: item 11 (id 1010): category: character 4 is U+000A (a control character), which would not show as text; remove it
    p:1:2065: item 12 (id 1011): category: character 3 is U+000D (a control character), which would not show as text; remove it
    p:1:2246: item 13 (id 1012): category: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:1:2427: item 14 (id 1013): category: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:1:2608: item 15 (id 1014): category: character 4 is U+007F (a control character), which would not show as text; remove it
    p:1:2789: item 16 (id 1015): category: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:1:2969: item 17 (id 1016): category: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:1:3150: item 18 (id 1017): category: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:1:4290: item 24 (id 1023): category: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:1:4472: item 25 (id 1024): category: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1:5497: item 29 (id 1028): category: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1:5694: item 30 (id 1029): category: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 0,1,18,19,20,21,22,25,26,27,30
    ok  p  choice  11 items  es  fe8c6a5474ed1714
    === choice category [pretty]
    p:45:19: item 3 (id 1002): category: must be a string, found a number
    p:63:19: item 4 (id 1003): category: must be a string, found a boolean
    p:81:19: item 5 (id 1004): category: must be a string, found an array
    p:101:19: item 6 (id 1005): category: is empty; write some text here
    p:119:19: item 7 (id 1006): category: is empty; write some text here
    p:137:19: item 8 (id 1007): category: is empty; write some text here
    p:155:19: item 9 (id 1008): category: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:173:19: item 10 (id 1009): category: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:191:19: item 11 (id 1010): category: character 4 is U+000A (a control character), which would not show as text; remove it
    p:209:19: item 12 (id 1011): category: character 3 is U+000D (a control character), which would not show as text; remove it
    p:227:19: item 13 (id 1012): category: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:245:19: item 14 (id 1013): category: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:263:19: item 15 (id 1014): category: character 4 is U+007F (a control character), which would not show as text; remove it
    p:281:19: item 16 (id 1015): category: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:299:19: item 17 (id 1016): category: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:317:19: item 18 (id 1017): category: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:425:19: item 24 (id 1023): category: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:443:19: item 25 (id 1024): category: character 1 is U+001B (a control character), which would not show as text; remove it
    p:515:19: item 29 (id 1028): category: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:533:19: item 30 (id 1029): category: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 0,1,18,19,20,21,22,25,26,27,30
    ok  p  choice  11 items  es  fe8c6a5474ed1714
    === choice question [min]
    p:1:82: item 1 (id 1000): question: missing; this field is required
    p:1:262: item 2 (id 1001): question: must be a string, found null
    p:1:414: item 3 (id 1002): question: must be a string, found a number
    p:1:563: item 4 (id 1003): question: must be a string, found a number
    p:1:714: item 5 (id 1004): question: must be a string, found a boolean
    p:1:866: item 6 (id 1005): question: must be a string, found an array
    p:1:1016: item 7 (id 1006): question: must be a string, found an object
    p:1:1166: item 8 (id 1007): question: must be a string, found an array
    p:1:1319: item 9 (id 1008): question: is empty; write some text here
    p:1:1469: item 10 (id 1009): question: is empty; write some text here
    p:1:1622: item 11 (id 1010): question: is empty; write some text here
    p:1:1774: item 12 (id 1011): question: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:2251: item 15 (id 1014): question: character 3 is U+000D (a control character), which would not show as text; remove it
    p:1:2406: item 16 (id 1015): question: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:1:2561: item 17 (id 1016): question: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:1:2716: item 18 (id 1017): question: character 4 is U+007F (a control character), which would not show as text; remove it
    p:1:2871: item 19 (id 1018): question: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:1:3025: item 20 (id 1019): question: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:1:3180: item 21 (id 1020): question: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:1:4164: item 27 (id 1026): question: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:1:4320: item 28 (id 1027): question: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1:5241: item 32 (id 1031): question: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1:5412: item 33 (id 1032): question: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 12,13,21,22,23,24,25,28,29,30,33
    ok  p  choice  11 items  es  aecd962e9e6602f0
    === choice question [pretty]
    p:8:5: item 1 (id 1000): question: missing; this field is required
    p:28:19: item 2 (id 1001): question: must be a string, found null
    p:46:19: item 3 (id 1002): question: must be a string, found a number
    p:64:19: item 4 (id 1003): question: must be a string, found a number
    p:82:19: item 5 (id 1004): question: must be a string, found a boolean
    p:100:19: item 6 (id 1005): question: must be a string, found an array
    p:118:19: item 7 (id 1006): question: must be a string, found an object
    p:136:19: item 8 (id 1007): question: must be a string, found an array
    p:156:19: item 9 (id 1008): question: is empty; write some text here
    p:174:19: item 10 (id 1009): question: is empty; write some text here
    p:192:19: item 11 (id 1010): question: is empty; write some text here
    p:210:19: item 12 (id 1011): question: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:264:19: item 15 (id 1014): question: character 3 is U+000D (a control character), which would not show as text; remove it
    p:282:19: item 16 (id 1015): question: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:300:19: item 17 (id 1016): question: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:318:19: item 18 (id 1017): question: character 4 is U+007F (a control character), which would not show as text; remove it
    p:336:19: item 19 (id 1018): question: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:354:19: item 20 (id 1019): question: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:372:19: item 21 (id 1020): question: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:480:19: item 27 (id 1026): question: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:498:19: item 28 (id 1027): question: character 1 is U+001B (a control character), which would not show as text; remove it
    p:570:19: item 32 (id 1031): question: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:588:19: item 33 (id 1032): question: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 12,13,21,22,23,24,25,28,29,30,33
    ok  p  choice  11 items  es  aecd962e9e6602f0
    === choice answers [min]
    p:1:82: item 1 (id 1000): answers: missing; this field is required
    p:1:268: item 2 (id 1001): answers: must be an array of answers, found null
    p:1:378: item 3 (id 1002): answers: has 0 answers; a choice item has from 2 to 8
    p:1:486: item 4 (id 1003): answers: has 1 answer; a choice item has from 2 to 8
    p:1:980: item 7 (id 1006): answers: has 9 answers; a choice item has from 2 to 8
    p:1:1247: item 8 (id 1007): answers[1]: must be an object, found a string
    p:1:1368: item 9 (id 1008): answers[0].answer: is empty; write some text here
    p:1:1516: item 10 (id 1009): answers[0].photo: "../x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:1645: item 11 (id 1010): answers: must be an array of answers, found an object
    p:1:1935: item 13 (id 1012): answers[1]: "answer" appears twice in this object; keep one
    p:1:2062: item 14 (id 1013): answers[1].answer: missing; this field is required
    good items 4,5,11,14
    ok  p  choice  4 items  es  42efbbfab4e247b4
    === choice answers [pretty]
    p:8:5: item 1 (id 1000): answers: missing; this field is required
    p:18:18: item 2 (id 1001): answers: must be an array of answers, found null
    p:25:18: item 3 (id 1002): answers: has 0 answers; a choice item has from 2 to 8
    p:32:18: item 4 (id 1003): answers: has 1 answer; a choice item has from 2 to 8
    p:89:18: item 7 (id 1006): answers: has 9 answers; a choice item has from 2 to 8
    p:128:9: item 8 (id 1007): answers[1]: must be an object, found a string
    p:138:21: item 9 (id 1008): answers[0].answer: is empty; write some text here
    p:153:20: item 10 (id 1009): answers[0].photo: "../x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:165:18: item 11 (id 1010): answers: must be an array of answers, found an object
    p:193:21: item 13 (id 1012): answers[1]: "answer" appears twice in this object; keep one
    p:206:9: item 14 (id 1013): answers[1].answer: missing; this field is required
    good items 4,5,11,14
    ok  p  choice  4 items  es  42efbbfab4e247b4
    === choice answers.0.answer [min]
    p:1:174: item 1 (id 1000): answers[0].answer: missing; this field is required
    p:1:352: item 2 (id 1001): answers[0].answer: must be a string, found null
    p:1:534: item 3 (id 1002): answers[0].answer: must be a string, found a number
    p:1:713: item 4 (id 1003): answers[0].answer: must be a string, found a number
    p:1:894: item 5 (id 1004): answers[0].answer: must be a string, found a boolean
    p:1:1076: item 6 (id 1005): answers[0].answer: must be a string, found an array
    p:1:1256: item 7 (id 1006): answers[0].answer: must be a string, found an object
    p:1:1436: item 8 (id 1007): answers[0].answer: must be a string, found an array
    p:1:1619: item 9 (id 1008): answers[0].answer: is empty; write some text here
    p:1:1799: item 10 (id 1009): answers[0].answer: is empty; write some text here
    p:1:1982: item 11 (id 1010): answers[0].answer: is empty; write some text here
    p:1:2164: item 12 (id 1011): answers[0].answer: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:2352: item 13 (id 1012): answers[0].answer: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:1:2541: item 14 (id 1013): answers[0].answer: character 4 is U+000A (a control character), which would not show as text; remove it
    p:1:2731: item 15 (id 1014): answers[0].answer: character 3 is U+000D (a control character), which would not show as text; remove it
    p:1:2916: item 16 (id 1015): answers[0].answer: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:1:3101: item 17 (id 1016): answers[0].answer: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:1:3286: item 18 (id 1017): answers[0].answer: character 4 is U+007F (a control character), which would not show as text; remove it
    p:1:3471: item 19 (id 1018): answers[0].answer: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:1:3655: item 20 (id 1019): answers[0].answer: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:1:3840: item 21 (id 1020): answers[0].answer: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:1:5004: item 27 (id 1026): answers[0].answer: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:1:5190: item 28 (id 1027): answers[0].answer: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1:6231: item 32 (id 1031): answers[0].answer: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1:6432: item 33 (id 1032): answers[0].answer: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  choice  9 items  es  522c712af0fcb5e8
    === choice answers.0.answer [pretty]
    p:13:9: item 1 (id 1000): answers[0].answer: missing; this field is required
    p:31:21: item 2 (id 1001): answers[0].answer: must be a string, found null
    p:49:21: item 3 (id 1002): answers[0].answer: must be a string, found a number
    p:67:21: item 4 (id 1003): answers[0].answer: must be a string, found a number
    p:85:21: item 5 (id 1004): answers[0].answer: must be a string, found a boolean
    p:103:21: item 6 (id 1005): answers[0].answer: must be a string, found an array
    p:121:21: item 7 (id 1006): answers[0].answer: must be a string, found an object
    p:139:21: item 8 (id 1007): answers[0].answer: must be a string, found an array
    p:159:21: item 9 (id 1008): answers[0].answer: is empty; write some text here
    p:177:21: item 10 (id 1009): answers[0].answer: is empty; write some text here
    p:195:21: item 11 (id 1010): answers[0].answer: is empty; write some text here
    p:213:21: item 12 (id 1011): answers[0].answer: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:231:21: item 13 (id 1012): answers[0].answer: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:249:21: item 14 (id 1013): answers[0].answer: character 4 is U+000A (a control character), which would not show as text; remove it
    p:267:21: item 15 (id 1014): answers[0].answer: character 3 is U+000D (a control character), which would not show as text; remove it
    p:285:21: item 16 (id 1015): answers[0].answer: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:303:21: item 17 (id 1016): answers[0].answer: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:321:21: item 18 (id 1017): answers[0].answer: character 4 is U+007F (a control character), which would not show as text; remove it
    p:339:21: item 19 (id 1018): answers[0].answer: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:357:21: item 20 (id 1019): answers[0].answer: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:375:21: item 21 (id 1020): answers[0].answer: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:483:21: item 27 (id 1026): answers[0].answer: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:501:21: item 28 (id 1027): answers[0].answer: character 1 is U+001B (a control character), which would not show as text; remove it
    p:573:21: item 32 (id 1031): answers[0].answer: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:591:21: item 33 (id 1032): answers[0].answer: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  choice  9 items  es  522c712af0fcb5e8
    === choice answers.0.photo [min]
    p:1:534: item 3 (id 1002): answers[0].photo: must be a string, found a number
    p:1:705: item 4 (id 1003): answers[0].photo: must be a string, found a number
    p:1:878: item 5 (id 1004): answers[0].photo: must be a string, found a boolean
    p:1:1052: item 6 (id 1005): answers[0].photo: must be a string, found an array
    p:1:1224: item 7 (id 1006): answers[0].photo: must be a string, found an object
    p:1:1396: item 8 (id 1007): answers[0].photo: is empty; write some text here
    p:1:1568: item 9 (id 1008): answers[0].photo: is empty; write some text here
    p:1:2129: item 12 (id 1011): answers[0].photo: "https://" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2309: item 13 (id 1012): answers[0].photo: "http://:80/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2492: item 14 (id 1013): answers[0].photo: "http://h:8a/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:3058: item 17 (id 1016): answers[0].photo: "http://[::1" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:3241: item 18 (id 1017): answers[0].photo: "http://[::1]x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:3615: item 20 (id 1019): answers[0].photo: "http://user@/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:3800: item 21 (id 1020): answers[0].photo: "ftp://x/y.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:4351: item 24 (id 1023): answers[0].photo: "../a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:4531: item 25 (id 1024): answers[0].photo: "/abs.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:4711: item 26 (id 1025): answers[0].photo: "a//b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:4891: item 27 (id 1026): answers[0].photo: "x.txt" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:5068: item 28 (id 1027): answers[0].photo: "a b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:5247: item 29 (id 1028): answers[0].photo: "https://x.test/a b" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:5437: item 30 (id 1029): answers[0].photo: character 16 is U+200B (an invisible character), which would not show as text; remove it
    p:1:5625: item 31 (id 1030): answers[0].photo: character 16 is U+0007 (a control character), which would not show as text; remove it
    p:1:5818: item 32 (id 1031): answers[0].photo: "imágenes/a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:6745: item 37 (id 1036): answers[0].photo: "./a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    good items 0,1,9,10,14,15,18,21,22,32,33,34,35
    ok  p  choice  13 items  es  3c4a3df0ef36f5b7
    === choice answers.0.photo [pretty]
    p:50:20: item 3 (id 1002): answers[0].photo: must be a string, found a number
    p:68:20: item 4 (id 1003): answers[0].photo: must be a string, found a number
    p:86:20: item 5 (id 1004): answers[0].photo: must be a string, found a boolean
    p:104:20: item 6 (id 1005): answers[0].photo: must be a string, found an array
    p:122:20: item 7 (id 1006): answers[0].photo: must be a string, found an object
    p:140:20: item 8 (id 1007): answers[0].photo: is empty; write some text here
    p:158:20: item 9 (id 1008): answers[0].photo: is empty; write some text here
    p:212:20: item 12 (id 1011): answers[0].photo: "https://" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:230:20: item 13 (id 1012): answers[0].photo: "http://:80/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:248:20: item 14 (id 1013): answers[0].photo: "http://h:8a/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:302:20: item 17 (id 1016): answers[0].photo: "http://[::1" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:320:20: item 18 (id 1017): answers[0].photo: "http://[::1]x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:356:20: item 20 (id 1019): answers[0].photo: "http://user@/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:374:20: item 21 (id 1020): answers[0].photo: "ftp://x/y.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:428:20: item 24 (id 1023): answers[0].photo: "../a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:446:20: item 25 (id 1024): answers[0].photo: "/abs.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:464:20: item 26 (id 1025): answers[0].photo: "a//b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:482:20: item 27 (id 1026): answers[0].photo: "x.txt" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:500:20: item 28 (id 1027): answers[0].photo: "a b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:518:20: item 29 (id 1028): answers[0].photo: "https://x.test/a b" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:536:20: item 30 (id 1029): answers[0].photo: character 16 is U+200B (an invisible character), which would not show as text; remove it
    p:554:20: item 31 (id 1030): answers[0].photo: character 16 is U+0007 (a control character), which would not show as text; remove it
    p:572:20: item 32 (id 1031): answers[0].photo: "imágenes/a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:662:20: item 37 (id 1036): answers[0].photo: "./a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    good items 0,1,9,10,14,15,18,21,22,32,33,34,35
    ok  p  choice  13 items  es  3c4a3df0ef36f5b7
    === choice answers.2 [min]
    p:1:399: item 2 (id 1001): answers[2]: must be an object, found null
    p:1:570: item 3 (id 1002): answers[2]: must be an object, found a string
    p:1:740: item 4 (id 1003): answers[2]: must be an object, found an array
    p:1:909: item 5 (id 1004): answers[2].answer: missing; this field is required
    p:1:1675: item 9 (id 1008): answers[2]: "answer" appears twice in this object; keep one
    p:1:1858: item 10 (id 1009): answers[2].answer: is empty; write some text here
    p:1:1869: item 10 (id 1009): answers[2].photo: "../x.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2047: item 11 (id 1010): answers[2].answer: missing; this field is required
    p:1:2248: item 12 (id 1011): answers[2].answer: must be a string, found a number
    p:1:2258: item 12 (id 1011): answers[2].photo: must be a string, found a number
    p:1:2462: item 13 (id 1012): answers[2].extra: "a" appears twice in this object; keep one
    good items 0,5,6,7,13
    ok  p  choice  5 items  es  75549a6265bd3774
    === choice answers.2 [pretty]
    p:35:9: item 2 (id 1001): answers[2]: must be an object, found null
    p:51:9: item 3 (id 1002): answers[2]: must be an object, found a string
    p:67:9: item 4 (id 1003): answers[2]: must be an object, found an array
    p:83:9: item 5 (id 1004): answers[2].answer: missing; this field is required
    p:157:21: item 9 (id 1008): answers[2]: "answer" appears twice in this object; keep one
    p:175:21: item 10 (id 1009): answers[2].answer: is empty; write some text here
    p:176:20: item 10 (id 1009): answers[2].photo: "../x.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:193:9: item 11 (id 1010): answers[2].answer: missing; this field is required
    p:212:21: item 12 (id 1011): answers[2].answer: must be a string, found a number
    p:213:20: item 12 (id 1011): answers[2].photo: must be a string, found a number
    p:234:18: item 13 (id 1012): answers[2].extra: "a" appears twice in this object; keep one
    good items 0,5,6,7,13
    ok  p  choice  5 items  es  75549a6265bd3774
    === choice solution [min]
    p:1:82: item 1 (id 1000): solution: missing; this field is required
    p:1:434: item 2 (id 1001): solution: must be a whole number, found null
    p:1:621: item 3 (id 1002): solution: must be from 1 to 3, the number of an answer; found 0
    p:1:1173: item 6 (id 1005): solution: must be from 1 to 3, the number of an answer; found 4
    p:1:1357: item 7 (id 1006): solution: must be from 1 to 3, the number of an answer; found -1
    p:1:1728: item 9 (id 1008): solution: must be a whole number, found a string
    p:1:1914: item 10 (id 1009): solution: must be a whole number, found a boolean
    good items 3,4,7,10
    ok  p  choice  4 items  es  19f9cf923b6fb07f
    === choice solution [pretty]
    p:8:5: item 1 (id 1000): solution: missing; this field is required
    p:41:19: item 2 (id 1001): solution: must be a whole number, found null
    p:59:19: item 3 (id 1002): solution: must be from 1 to 3, the number of an answer; found 0
    p:113:19: item 6 (id 1005): solution: must be from 1 to 3, the number of an answer; found 4
    p:131:19: item 7 (id 1006): solution: must be from 1 to 3, the number of an answer; found -1
    p:167:19: item 9 (id 1008): solution: must be a whole number, found a string
    p:185:19: item 10 (id 1009): solution: must be a whole number, found a boolean
    good items 3,4,7,10
    ok  p  choice  4 items  es  19f9cf923b6fb07f
    === choice extra [min]
    p:1:1642: item 8 (id 1007): extra: "a" appears twice in this object; keep one
    p:1:1849: item 9 (id 1008): extra[0]: "b" appears twice in this object; keep one
    p:1:4102: item 20 (id 1019): extra.x: "y" appears 3 times in this object; keep one
    good items 0,1,2,3,4,5,6,9,10,11,12,13,14,15,16,17,18
    ok  p  choice  17 items  es  261762d3550976f3
    === choice extra [pretty]
    p:159:14: item 8 (id 1007): extra: "a" appears twice in this object; keep one
    p:182:16: item 9 (id 1008): extra[0]: "b" appears twice in this object; keep one
    p:412:16: item 20 (id 1019): extra.x: "y" appears 3 times in this object; keep one
    good items 0,1,2,3,4,5,6,9,10,11,12,13,14,15,16,17,18
    ok  p  choice  17 items  es  261762d3550976f3
    === choice repeated members [min]
    p:1:98: item 1 (id 2000): "id" appears twice in this object; keep one
    p:1:320: item 2 (id 2001): "category" appears twice in this object; keep one
    p:1:574: item 3 (id 2002): "question" appears twice in this object; keep one
    p:1:894: item 4 (id 2003): "answers" appears twice in this object; keep one
    p:1:1181: item 5 (id 2004): "solution" appears twice in this object; keep one
    good items 
    === choice repeated members [pretty]
    p:10:13: item 1 (id 2000): "id" appears twice in this object; keep one
    p:30:19: item 2 (id 2001): "category" appears twice in this object; keep one
    p:50:19: item 3 (id 2002): "question" appears twice in this object; keep one
    p:81:18: item 4 (id 2003): "answers" appears twice in this object; keep one
    p:112:19: item 5 (id 2004): "solution" appears twice in this object; keep one
    good items 
    === choice category items first [min]
    p:1:373: item 3 (id 3002): category: must be a string, found a number
    p:1:548: item 4 (id 3003): category: must be a string, found a boolean
    p:1:727: item 5 (id 3004): category: must be a string, found an array
    p:1:906: item 6 (id 3005): category: is empty; write some text here
    p:1:1082: item 7 (id 3006): category: is empty; write some text here
    p:1:1261: item 8 (id 3007): category: is empty; write some text here
    p:1:1439: item 9 (id 3008): category: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:1623: item 10 (id 3009): category: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:1:1808: item 11 (id 3010): category: character 4 is U+000A (a control character), which would not show as text; remove it
    p:1:1994: item 12 (id 3011): category: character 3 is U+000D (a control character), which would not show as text; remove it
    p:1:2175: item 13 (id 3012): category: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:1:2356: item 14 (id 3013): category: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:1:2537: item 15 (id 3014): category: character 4 is U+007F (a control character), which would not show as text; remove it
    p:1:2718: item 16 (id 3015): category: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:1:2898: item 17 (id 3016): category: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:1:3079: item 18 (id 3017): category: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:1:4219: item 24 (id 3023): category: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:1:4401: item 25 (id 3024): category: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1:5426: item 29 (id 3028): category: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1:5623: item 30 (id 3029): category: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 0,1,18,19,20,21,22,25,26,27,30
    ok  p  choice  11 items  es  4ac5d10b4eace2e2
    === choice category items first [pretty]
    p:40:19: item 3 (id 3002): category: must be a string, found a number
    p:58:19: item 4 (id 3003): category: must be a string, found a boolean
    p:76:19: item 5 (id 3004): category: must be a string, found an array
    p:96:19: item 6 (id 3005): category: is empty; write some text here
    p:114:19: item 7 (id 3006): category: is empty; write some text here
    p:132:19: item 8 (id 3007): category: is empty; write some text here
    p:150:19: item 9 (id 3008): category: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:168:19: item 10 (id 3009): category: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:186:19: item 11 (id 3010): category: character 4 is U+000A (a control character), which would not show as text; remove it
    p:204:19: item 12 (id 3011): category: character 3 is U+000D (a control character), which would not show as text; remove it
    p:222:19: item 13 (id 3012): category: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:240:19: item 14 (id 3013): category: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:258:19: item 15 (id 3014): category: character 4 is U+007F (a control character), which would not show as text; remove it
    p:276:19: item 16 (id 3015): category: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:294:19: item 17 (id 3016): category: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:312:19: item 18 (id 3017): category: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:420:19: item 24 (id 3023): category: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:438:19: item 25 (id 3024): category: character 1 is U+001B (a control character), which would not show as text; remove it
    p:510:19: item 29 (id 3028): category: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:528:19: item 30 (id 3029): category: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 0,1,18,19,20,21,22,25,26,27,30
    ok  p  choice  11 items  es  4ac5d10b4eace2e2
    === fact id [min]
    p:1:80: item 1: id: missing; this field is required
    p:1:180: item 2: id: must be a whole number, found null
    p:1:284: item 3: id: must be a whole number, found a string
    p:1:387: item 4: id: must be a whole number, found a boolean
    p:1:491: item 5: id: must be a whole number, found an array
    p:1:593: item 6: id: must be a whole number, found an object
    p:1:1000: item 10 (id 42): id: duplicate id 42; item 9 has it too, and ids must be unique in a pack
    p:1:1420: item 14 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:1:1522: item 15: id: must be a whole number of at most 15 digits, found 1000000000000000
    p:1:1857: item 18: id: must be a whole number of at most 15 digits, found 1.2345678901234568e+18
    p:1:1976: item 19: id: must be a whole number of at most 15 digits, found 46.5
    p:1:2185: item 21 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:1:2288: item 22 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:1:2392: item 23 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:1:2498: item 24: id: must be a whole number of at most 15 digits, found 48.00000000000001
    good items 6,7,8,10,11,12,15,16,19
    ok  p  fact  9 items  es  f4a496e8f23ddbe1
    === fact id [pretty]
    p:8:5: item 1: id: missing; this field is required
    p:15:13: item 2: id: must be a whole number, found null
    p:22:13: item 3: id: must be a whole number, found a string
    p:29:13: item 4: id: must be a whole number, found a boolean
    p:36:13: item 5: id: must be a whole number, found an array
    p:43:13: item 6: id: must be a whole number, found an object
    p:71:13: item 10 (id 42): id: duplicate id 42; item 9 has it too, and ids must be unique in a pack
    p:99:13: item 14 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:106:13: item 15: id: must be a whole number of at most 15 digits, found 1000000000000000
    p:127:13: item 18: id: must be a whole number of at most 15 digits, found 1.2345678901234568e+18
    p:134:13: item 19: id: must be a whole number of at most 15 digits, found 46.5
    p:148:13: item 21 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:155:13: item 22 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:162:13: item 23 (id 0): id: duplicate id 0; item 7 has it too, and ids must be unique in a pack
    p:169:13: item 24: id: must be a whole number of at most 15 digits, found 48.00000000000001
    good items 6,7,8,10,11,12,15,16,19
    ok  p  fact  9 items  es  f4a496e8f23ddbe1
    === fact category [min]
    p:1:80: item 1 (id 1000): category: missing; this field is required
    p:1:188: item 2 (id 1001): category: must be a string, found null
    p:1:290: item 3 (id 1002): category: must be a string, found a number
    p:1:389: item 4 (id 1003): category: must be a string, found a number
    p:1:490: item 5 (id 1004): category: must be a string, found a boolean
    p:1:592: item 6 (id 1005): category: must be a string, found an array
    p:1:692: item 7 (id 1006): category: must be a string, found an object
    p:1:792: item 8 (id 1007): category: must be a string, found an array
    p:1:895: item 9 (id 1008): category: is empty; write some text here
    p:1:995: item 10 (id 1009): category: is empty; write some text here
    p:1:1098: item 11 (id 1010): category: is empty; write some text here
    p:1:1200: item 12 (id 1011): category: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:1308: item 13 (id 1012): category: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:1:1417: item 14 (id 1013): category: character 4 is U+000A (a control character), which would not show as text; remove it
    p:1:1527: item 15 (id 1014): category: character 3 is U+000D (a control character), which would not show as text; remove it
    p:1:1632: item 16 (id 1015): category: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:1:1737: item 17 (id 1016): category: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:1:1842: item 18 (id 1017): category: character 4 is U+007F (a control character), which would not show as text; remove it
    p:1:1947: item 19 (id 1018): category: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:1:2051: item 20 (id 1019): category: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:1:2156: item 21 (id 1020): category: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:1:2840: item 27 (id 1026): category: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:1:2946: item 28 (id 1027): category: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1:3667: item 32 (id 1031): category: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1:3788: item 33 (id 1032): category: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  fact  9 items  es  8fa7a49ab91d0ec
    === fact category [pretty]
    p:8:5: item 1 (id 1000): category: missing; this field is required
    p:16:19: item 2 (id 1001): category: must be a string, found null
    p:23:19: item 3 (id 1002): category: must be a string, found a number
    p:30:19: item 4 (id 1003): category: must be a string, found a number
    p:37:19: item 5 (id 1004): category: must be a string, found a boolean
    p:44:19: item 6 (id 1005): category: must be a string, found an array
    p:51:19: item 7 (id 1006): category: must be a string, found an object
    p:58:19: item 8 (id 1007): category: must be a string, found an array
    p:67:19: item 9 (id 1008): category: is empty; write some text here
    p:74:19: item 10 (id 1009): category: is empty; write some text here
    p:81:19: item 11 (id 1010): category: is empty; write some text here
    p:88:19: item 12 (id 1011): category: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:95:19: item 13 (id 1012): category: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:102:19: item 14 (id 1013): category: character 4 is U+000A (a control character), which would not show as text; remove it
    p:109:19: item 15 (id 1014): category: character 3 is U+000D (a control character), which would not show as text; remove it
    p:116:19: item 16 (id 1015): category: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:123:19: item 17 (id 1016): category: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:130:19: item 18 (id 1017): category: character 4 is U+007F (a control character), which would not show as text; remove it
    p:137:19: item 19 (id 1018): category: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:144:19: item 20 (id 1019): category: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:151:19: item 21 (id 1020): category: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:193:19: item 27 (id 1026): category: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:200:19: item 28 (id 1027): category: character 1 is U+001B (a control character), which would not show as text; remove it
    p:228:19: item 32 (id 1031): category: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:235:19: item 33 (id 1032): category: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  fact  9 items  es  8fa7a49ab91d0ec
    === fact title [min]
    p:1:80: item 1 (id 1000): title: missing; this field is required
    p:1:199: item 2 (id 1001): title: must be a string, found null
    p:1:294: item 3 (id 1002): title: must be a string, found a number
    p:1:386: item 4 (id 1003): title: must be a string, found a number
    p:1:480: item 5 (id 1004): title: must be a string, found a boolean
    p:1:575: item 6 (id 1005): title: must be a string, found an array
    p:1:668: item 7 (id 1006): title: must be a string, found an object
    p:1:761: item 8 (id 1007): title: must be a string, found an array
    p:1:857: item 9 (id 1008): title: is empty; write some text here
    p:1:950: item 10 (id 1009): title: is empty; write some text here
    p:1:1046: item 11 (id 1010): title: is empty; write some text here
    p:1:1141: item 12 (id 1011): title: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:1242: item 13 (id 1012): title: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:1:1344: item 14 (id 1013): title: character 4 is U+000A (a control character), which would not show as text; remove it
    p:1:1447: item 15 (id 1014): title: character 3 is U+000D (a control character), which would not show as text; remove it
    p:1:1545: item 16 (id 1015): title: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:1:1643: item 17 (id 1016): title: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:1:1741: item 18 (id 1017): title: character 4 is U+007F (a control character), which would not show as text; remove it
    p:1:1839: item 19 (id 1018): title: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:1:1936: item 20 (id 1019): title: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:1:2034: item 21 (id 1020): title: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:1:2676: item 27 (id 1026): title: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:1:2775: item 28 (id 1027): title: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1:3468: item 32 (id 1031): title: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1:3582: item 33 (id 1032): title: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  fact  9 items  es  31dedf273c46ccf5
    === fact title [pretty]
    p:8:5: item 1 (id 1000): title: missing; this field is required
    p:17:16: item 2 (id 1001): title: must be a string, found null
    p:24:16: item 3 (id 1002): title: must be a string, found a number
    p:31:16: item 4 (id 1003): title: must be a string, found a number
    p:38:16: item 5 (id 1004): title: must be a string, found a boolean
    p:45:16: item 6 (id 1005): title: must be a string, found an array
    p:52:16: item 7 (id 1006): title: must be a string, found an object
    p:59:16: item 8 (id 1007): title: must be a string, found an array
    p:68:16: item 9 (id 1008): title: is empty; write some text here
    p:75:16: item 10 (id 1009): title: is empty; write some text here
    p:82:16: item 11 (id 1010): title: is empty; write some text here
    p:89:16: item 12 (id 1011): title: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:96:16: item 13 (id 1012): title: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:103:16: item 14 (id 1013): title: character 4 is U+000A (a control character), which would not show as text; remove it
    p:110:16: item 15 (id 1014): title: character 3 is U+000D (a control character), which would not show as text; remove it
    p:117:16: item 16 (id 1015): title: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:124:16: item 17 (id 1016): title: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:131:16: item 18 (id 1017): title: character 4 is U+007F (a control character), which would not show as text; remove it
    p:138:16: item 19 (id 1018): title: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:145:16: item 20 (id 1019): title: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:152:16: item 21 (id 1020): title: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:194:16: item 27 (id 1026): title: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:201:16: item 28 (id 1027): title: character 1 is U+001B (a control character), which would not show as text; remove it
    p:229:16: item 32 (id 1031): title: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:236:16: item 33 (id 1032): title: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  fact  9 items  es  31dedf273c46ccf5
    === fact text [min]
    p:1:80: item 1 (id 1000): text: missing; this field is required
    p:1:221: item 2 (id 1001): text: must be a string, found null
    p:1:316: item 3 (id 1002): text: must be a string, found a number
    p:1:408: item 4 (id 1003): text: must be a string, found a number
    p:1:502: item 5 (id 1004): text: must be a string, found a boolean
    p:1:597: item 6 (id 1005): text: must be a string, found an array
    p:1:690: item 7 (id 1006): text: must be a string, found an object
    p:1:783: item 8 (id 1007): text: must be a string, found an array
    p:1:879: item 9 (id 1008): text: is empty; write some text here
    p:1:972: item 10 (id 1009): text: is empty; write some text here
    p:1:1068: item 11 (id 1010): text: is empty; write some text here
    p:1:1163: item 12 (id 1011): text: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:1469: item 15 (id 1014): text: character 3 is U+000D (a control character), which would not show as text; remove it
    p:1:1567: item 16 (id 1015): text: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:1:1665: item 17 (id 1016): text: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:1:1763: item 18 (id 1017): text: character 4 is U+007F (a control character), which would not show as text; remove it
    p:1:1861: item 19 (id 1018): text: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:1:1958: item 20 (id 1019): text: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:1:2056: item 21 (id 1020): text: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:1:2698: item 27 (id 1026): text: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:1:2797: item 28 (id 1027): text: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1:3490: item 32 (id 1031): text: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1:3604: item 33 (id 1032): text: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 12,13,21,22,23,24,25,28,29,30,33
    ok  p  fact  11 items  es  11d62f21c8ffbd6c
    === fact text [pretty]
    p:8:5: item 1 (id 1000): text: missing; this field is required
    p:18:15: item 2 (id 1001): text: must be a string, found null
    p:25:15: item 3 (id 1002): text: must be a string, found a number
    p:32:15: item 4 (id 1003): text: must be a string, found a number
    p:39:15: item 5 (id 1004): text: must be a string, found a boolean
    p:46:15: item 6 (id 1005): text: must be a string, found an array
    p:53:15: item 7 (id 1006): text: must be a string, found an object
    p:60:15: item 8 (id 1007): text: must be a string, found an array
    p:69:15: item 9 (id 1008): text: is empty; write some text here
    p:76:15: item 10 (id 1009): text: is empty; write some text here
    p:83:15: item 11 (id 1010): text: is empty; write some text here
    p:90:15: item 12 (id 1011): text: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:111:15: item 15 (id 1014): text: character 3 is U+000D (a control character), which would not show as text; remove it
    p:118:15: item 16 (id 1015): text: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:125:15: item 17 (id 1016): text: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:132:15: item 18 (id 1017): text: character 4 is U+007F (a control character), which would not show as text; remove it
    p:139:15: item 19 (id 1018): text: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:146:15: item 20 (id 1019): text: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:153:15: item 21 (id 1020): text: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:195:15: item 27 (id 1026): text: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:202:15: item 28 (id 1027): text: character 1 is U+001B (a control character), which would not show as text; remove it
    p:230:15: item 32 (id 1031): text: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:237:15: item 33 (id 1032): text: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 12,13,21,22,23,24,25,28,29,30,33
    ok  p  fact  11 items  es  11d62f21c8ffbd6c
    === fact image [min]
    p:1:319: item 3 (id 1002): image: must be a string, found a number
    p:1:402: item 4 (id 1003): image: must be a string, found a number
    p:1:487: item 5 (id 1004): image: must be a string, found a boolean
    p:1:573: item 6 (id 1005): image: must be a string, found an array
    p:1:657: item 7 (id 1006): image: must be a string, found an object
    p:1:741: item 8 (id 1007): image: is empty; write some text here
    p:1:825: item 9 (id 1008): image: is empty; write some text here
    p:1:1122: item 12 (id 1011): image: "https://" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:1214: item 13 (id 1012): image: "http://:80/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:1309: item 14 (id 1013): image: "http://h:8a/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:1611: item 17 (id 1016): image: "http://[::1" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:1706: item 18 (id 1017): image: "http://[::1]x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:1904: item 20 (id 1019): image: "http://user@/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2001: item 21 (id 1020): image: "ftp://x/y.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2288: item 24 (id 1023): image: "../a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2380: item 25 (id 1024): image: "/abs.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2472: item 26 (id 1025): image: "a//b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2564: item 27 (id 1026): image: "x.txt" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2653: item 28 (id 1027): image: "a b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2744: item 29 (id 1028): image: "https://x.test/a b" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:2846: item 30 (id 1029): image: character 16 is U+200B (an invisible character), which would not show as text; remove it
    p:1:2946: item 31 (id 1030): image: character 16 is U+0007 (a control character), which would not show as text; remove it
    p:1:3051: item 32 (id 1031): image: "imágenes/a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:1:3538: item 37 (id 1036): image: "./a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    good items 0,1,9,10,14,15,18,21,22,32,33,34,35
    ok  p  fact  13 items  es  4000c925fbc21faa
    === fact image [pretty]
    p:26:16: item 3 (id 1002): image: must be a string, found a number
    p:33:16: item 4 (id 1003): image: must be a string, found a number
    p:40:16: item 5 (id 1004): image: must be a string, found a boolean
    p:47:16: item 6 (id 1005): image: must be a string, found an array
    p:54:16: item 7 (id 1006): image: must be a string, found an object
    p:61:16: item 8 (id 1007): image: is empty; write some text here
    p:68:16: item 9 (id 1008): image: is empty; write some text here
    p:89:16: item 12 (id 1011): image: "https://" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:96:16: item 13 (id 1012): image: "http://:80/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:103:16: item 14 (id 1013): image: "http://h:8a/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:124:16: item 17 (id 1016): image: "http://[::1" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:131:16: item 18 (id 1017): image: "http://[::1]x" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:145:16: item 20 (id 1019): image: "http://user@/" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:152:16: item 21 (id 1020): image: "ftp://x/y.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:173:16: item 24 (id 1023): image: "../a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:180:16: item 25 (id 1024): image: "/abs.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:187:16: item 26 (id 1025): image: "a//b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:194:16: item 27 (id 1026): image: "x.txt" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:201:16: item 28 (id 1027): image: "a b.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:208:16: item 29 (id 1028): image: "https://x.test/a b" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:215:16: item 30 (id 1029): image: character 16 is U+200B (an invisible character), which would not show as text; remove it
    p:222:16: item 31 (id 1030): image: character 16 is U+0007 (a control character), which would not show as text; remove it
    p:229:16: item 32 (id 1031): image: "imágenes/a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    p:264:16: item 37 (id 1036): image: "./a.png" is neither a valid http or https URL nor the path of a picture beside the pack (such as images/flag.png)
    good items 0,1,9,10,14,15,18,21,22,32,33,34,35
    ok  p  fact  13 items  es  4000c925fbc21faa
    === fact extra [min]
    p:1:1000: item 8 (id 1007): extra: "a" appears twice in this object; keep one
    p:1:1127: item 9 (id 1008): extra[0]: "b" appears twice in this object; keep one
    p:1:2500: item 20 (id 1019): extra.x: "y" appears 3 times in this object; keep one
    good items 0,1,2,3,4,5,6,9,10,11,12,13,14,15,16,17,18
    ok  p  fact  17 items  es  f9e698f1a0ba63c3
    === fact extra [pretty]
    p:71:14: item 8 (id 1007): extra: "a" appears twice in this object; keep one
    p:83:16: item 9 (id 1008): extra[0]: "b" appears twice in this object; keep one
    p:192:16: item 20 (id 1019): extra.x: "y" appears 3 times in this object; keep one
    good items 0,1,2,3,4,5,6,9,10,11,12,13,14,15,16,17,18
    ok  p  fact  17 items  es  f9e698f1a0ba63c3
    === fact repeated members [min]
    p:1:96: item 1 (id 2000): "id" appears twice in this object; keep one
    p:1:234: item 2 (id 2001): "category" appears twice in this object; keep one
    p:1:375: item 3 (id 2002): "title" appears twice in this object; keep one
    p:1:521: item 4 (id 2003): "text" appears twice in this object; keep one
    p:1:678: item 5 (id 2004): "image" appears twice in this object; keep one
    good items 
    === fact repeated members [pretty]
    p:10:13: item 1 (id 2000): "id" appears twice in this object; keep one
    p:19:19: item 2 (id 2001): "category" appears twice in this object; keep one
    p:28:16: item 3 (id 2002): "title" appears twice in this object; keep one
    p:37:15: item 4 (id 2003): "text" appears twice in this object; keep one
    p:46:16: item 5 (id 2004): "image" appears twice in this object; keep one
    good items 
    === fact category items first [min]
    p:1:11: item 1 (id 3000): category: missing; this field is required
    p:1:119: item 2 (id 3001): category: must be a string, found null
    p:1:221: item 3 (id 3002): category: must be a string, found a number
    p:1:320: item 4 (id 3003): category: must be a string, found a number
    p:1:421: item 5 (id 3004): category: must be a string, found a boolean
    p:1:523: item 6 (id 3005): category: must be a string, found an array
    p:1:623: item 7 (id 3006): category: must be a string, found an object
    p:1:723: item 8 (id 3007): category: must be a string, found an array
    p:1:826: item 9 (id 3008): category: is empty; write some text here
    p:1:926: item 10 (id 3009): category: is empty; write some text here
    p:1:1029: item 11 (id 3010): category: is empty; write some text here
    p:1:1131: item 12 (id 3011): category: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:1239: item 13 (id 3012): category: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:1:1348: item 14 (id 3013): category: character 4 is U+000A (a control character), which would not show as text; remove it
    p:1:1458: item 15 (id 3014): category: character 3 is U+000D (a control character), which would not show as text; remove it
    p:1:1563: item 16 (id 3015): category: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:1:1668: item 17 (id 3016): category: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:1:1773: item 18 (id 3017): category: character 4 is U+007F (a control character), which would not show as text; remove it
    p:1:1878: item 19 (id 3018): category: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:1:1982: item 20 (id 3019): category: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:1:2087: item 21 (id 3020): category: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:1:2771: item 27 (id 3026): category: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:1:2877: item 28 (id 3027): category: character 1 is U+001B (a control character), which would not show as text; remove it
    p:1:3598: item 32 (id 3031): category: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:1:3719: item 33 (id 3032): category: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  fact  9 items  es  2f21ee874d2f28a2
    === fact category items first [pretty]
    p:3:5: item 1 (id 3000): category: missing; this field is required
    p:11:19: item 2 (id 3001): category: must be a string, found null
    p:18:19: item 3 (id 3002): category: must be a string, found a number
    p:25:19: item 4 (id 3003): category: must be a string, found a number
    p:32:19: item 5 (id 3004): category: must be a string, found a boolean
    p:39:19: item 6 (id 3005): category: must be a string, found an array
    p:46:19: item 7 (id 3006): category: must be a string, found an object
    p:53:19: item 8 (id 3007): category: must be a string, found an array
    p:62:19: item 9 (id 3008): category: is empty; write some text here
    p:69:19: item 10 (id 3009): category: is empty; write some text here
    p:76:19: item 11 (id 3010): category: is empty; write some text here
    p:83:19: item 12 (id 3011): category: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:90:19: item 13 (id 3012): category: character 4 is U+0009 (a control character), which would not show as text; remove it
    p:97:19: item 14 (id 3013): category: character 4 is U+000A (a control character), which would not show as text; remove it
    p:104:19: item 15 (id 3014): category: character 3 is U+000D (a control character), which would not show as text; remove it
    p:111:19: item 16 (id 3015): category: character 1 is U+200B (an invisible character), which would not show as text; remove it
    p:118:19: item 17 (id 3016): category: character 4 is U+202E (a text direction mark), which would not show as text; remove it
    p:125:19: item 18 (id 3017): category: character 4 is U+007F (a control character), which would not show as text; remove it
    p:132:19: item 19 (id 3018): category: character 3 is U+0085 (a control character), which would not show as text; remove it
    p:139:19: item 20 (id 3019): category: character 4 is U+2028 (a line separator), which would not show as text; remove it
    p:146:19: item 21 (id 3020): category: character 4 is U+FEFF (an invisible character), which would not show as text; remove it
    p:188:19: item 27 (id 3026): category: character 1 is U+0000 (a control character), which would not show as text; remove it
    p:195:19: item 28 (id 3027): category: character 1 is U+001B (a control character), which would not show as text; remove it
    p:223:19: item 32 (id 3031): category: character 21 is U+2060 (an invisible character), which would not show as text; remove it
    p:230:19: item 33 (id 3032): category: character 3 is U+200E (a text direction mark), which would not show as text; remove it
    good items 21,22,23,24,25,28,29,30,33
    ok  p  fact  9 items  es  2f21ee874d2f28a2
    === good film [min]
    ok  p  film  2 items  es  c832ec9e7caf0313
    === good film [pretty]
    ok  p  film  2 items  es  c832ec9e7caf0313
    === good items first [min]
    ok  p  film  2 items  es  c832ec9e7caf0313
    === good items first [pretty]
    ok  p  film  2 items  es  c832ec9e7caf0313
    === header without format [min]
    p:1:1: format: missing; this field is required
    === header without format [pretty]
    p:1:1: format: missing; this field is required
    === header format repeated [min]
    p:1:22: "format" appears twice in this object; keep one
    === header format repeated [pretty]
    p:3:13: "format" appears twice in this object; keep one
    === header format null [min]
    p:1:11: format: must be a whole number, found null
    === header format null [pretty]
    p:2:13: format: must be a whole number, found null
    === header format number [min]
    p:1:11: format: format 2 is not supported; this version of quiz reads format 1
    === header format number [pretty]
    p:2:13: format: format 2 is not supported; this version of quiz reads format 1
    === header format decimal [min]
    ok  p  film  2 items  es  c832ec9e7caf0313
    === header format decimal [pretty]
    ok  p  film  2 items  es  c832ec9e7caf0313
    === header format text [min]
    p:1:11: format: must be a whole number, found a string
    === header format text [pretty]
    p:2:13: format: must be a whole number, found a string
    === header format empty text [min]
    p:1:11: format: must be a whole number, found a string
    === header format empty text [pretty]
    p:2:13: format: must be a whole number, found a string
    === header format array [min]
    p:1:11: format: must be a whole number, found an array
    === header format array [pretty]
    p:2:13: format: must be a whole number, found an array
    === header format object [min]
    p:1:11: format: must be a whole number, found an object
    === header format object [pretty]
    p:2:13: format: must be a whole number, found an object
    === header format bad text [min]
    p:1:11: format: must be a whole number, found a string
    === header format bad text [pretty]
    p:2:13: format: must be a whole number, found a string
    === header format spanish [min]
    p:1:11: format: must be a whole number, found a string
    === header format spanish [pretty]
    p:2:13: format: must be a whole number, found a string
    === header format kind [min]
    p:1:11: format: must be a whole number, found a string
    === header format kind [pretty]
    p:2:13: format: must be a whole number, found a string
    === header format name [min]
    p:1:11: format: must be a whole number, found a string
    === header format name [pretty]
    p:2:13: format: must be a whole number, found a string
    === header format code [min]
    p:1:11: format: must be a whole number, found a string
    === header format code [pretty]
    p:2:13: format: must be a whole number, found a string
    === header format subtag [min]
    p:1:11: format: must be a whole number, found a string
    === header format subtag [pretty]
    p:2:13: format: must be a whole number, found a string
    === header format long code [min]
    p:1:11: format: must be a whole number, found a string
    === header format long code [pretty]
    p:2:13: format: must be a whole number, found a string
    === header format upper [min]
    p:1:11: format: must be a whole number, found a string
    === header format upper [pretty]
    p:2:13: format: must be a whole number, found a string
    === header without name [min]
    p:1:1: name: missing; this field is required
    === header without name [pretty]
    p:1:1: name: missing; this field is required
    === header name repeated [min]
    p:1:31: "name" appears twice in this object; keep one
    === header name repeated [pretty]
    p:4:11: "name" appears twice in this object; keep one
    === header name null [min]
    p:1:20: name: must be a string, found null
    === header name null [pretty]
    p:3:11: name: must be a string, found null
    === header name number [min]
    p:1:20: name: must be a string, found a number
    === header name number [pretty]
    p:3:11: name: must be a string, found a number
    === header name decimal [min]
    p:1:20: name: must be a string, found a number
    === header name decimal [pretty]
    p:3:11: name: must be a string, found a number
    === header name text [min]
    ok  1  film  2 items  es  d855aa948edf7d5e
    === header name text [pretty]
    ok  1  film  2 items  es  d855aa948edf7d5e
    === header name empty text [min]
    p:1:20: name: is empty; write some text here
    === header name empty text [pretty]
    p:3:11: name: is empty; write some text here
    === header name array [min]
    p:1:20: name: must be a string, found an array
    === header name array [pretty]
    p:3:11: name: must be a string, found an array
    === header name object [min]
    p:1:20: name: must be a string, found an object
    === header name object [pretty]
    p:3:11: name: must be a string, found an object
    === header name bad text [min]
    p:1:20: name: character 2 is U+0007 (a control character), which would not show as text; remove it
    === header name bad text [pretty]
    p:3:11: name: character 2 is U+0007 (a control character), which would not show as text; remove it
    === header name spanish [min]
    p:1:20: name: "Español" is not a pack name; use lowercase letters, digits and dashes, like "mundial-2022"
    === header name spanish [pretty]
    p:3:11: name: "Español" is not a pack name; use lowercase letters, digits and dashes, like "mundial-2022"
    === header name kind [min]
    ok  quizz  film  2 items  es  97c49edf6bc2fb14
    === header name kind [pretty]
    ok  quizz  film  2 items  es  97c49edf6bc2fb14
    === header name name [min]
    ok  mi-pack-2  film  2 items  es  c49c2b295331f8aa
    === header name name [pretty]
    ok  mi-pack-2  film  2 items  es  c49c2b295331f8aa
    === header name code [min]
    ok  es-419  film  2 items  es  b5af214a25c4a32a
    === header name code [pretty]
    ok  es-419  film  2 items  es  b5af214a25c4a32a
    === header name subtag [min]
    ok  en-  film  2 items  es  edbbbe38c09b795d
    === header name subtag [pretty]
    ok  en-  film  2 items  es  edbbbe38c09b795d
    === header name long code [min]
    ok  spa  film  2 items  es  97d4e160a8b4b491
    === header name long code [pretty]
    ok  spa  film  2 items  es  97d4e160a8b4b491
    === header name upper [min]
    p:1:20: name: "ES" is not a pack name; use lowercase letters, digits and dashes, like "mundial-2022"
    === header name upper [pretty]
    p:3:11: name: "ES" is not a pack name; use lowercase letters, digits and dashes, like "mundial-2022"
    === header without kind [min]
    p:1:1: kind: missing; this field is required
    === header without kind [pretty]
    p:1:1: kind: missing; this field is required
    === header kind repeated [min]
    p:1:45: "kind" appears twice in this object; keep one
    === header kind repeated [pretty]
    p:5:11: "kind" appears twice in this object; keep one
    === header kind null [min]
    p:1:31: kind: must be a string, found null
    === header kind null [pretty]
    p:4:11: kind: must be a string, found null
    === header kind number [min]
    p:1:31: kind: must be a string, found a number
    === header kind number [pretty]
    p:4:11: kind: must be a string, found a number
    === header kind decimal [min]
    p:1:31: kind: must be a string, found a number
    === header kind decimal [pretty]
    p:4:11: kind: must be a string, found a number
    === header kind text [min]
    p:1:31: kind: unknown kind "1"; use one of quiz, match, book, film, choice, fact, mixed
    === header kind text [pretty]
    p:4:11: kind: unknown kind "1"; use one of quiz, match, book, film, choice, fact, mixed
    === header kind empty text [min]
    p:1:31: kind: is empty; write some text here
    === header kind empty text [pretty]
    p:4:11: kind: is empty; write some text here
    === header kind array [min]
    p:1:31: kind: must be a string, found an array
    === header kind array [pretty]
    p:4:11: kind: must be a string, found an array
    === header kind object [min]
    p:1:31: kind: must be a string, found an object
    === header kind object [pretty]
    p:4:11: kind: must be a string, found an object
    === header kind bad text [min]
    p:1:31: kind: character 2 is U+0007 (a control character), which would not show as text; remove it
    === header kind bad text [pretty]
    p:4:11: kind: character 2 is U+0007 (a control character), which would not show as text; remove it
    === header kind spanish [min]
    p:1:31: kind: unknown kind "Español"; use one of quiz, match, book, film, choice, fact, mixed
    === header kind spanish [pretty]
    p:4:11: kind: unknown kind "Español"; use one of quiz, match, book, film, choice, fact, mixed
    === header kind kind [min]
    p:1:31: kind: unknown kind "quizz"; use one of quiz, match, book, film, choice, fact, mixed
    === header kind kind [pretty]
    p:4:11: kind: unknown kind "quizz"; use one of quiz, match, book, film, choice, fact, mixed
    === header kind name [min]
    p:1:31: kind: unknown kind "mi-pack-2"; use one of quiz, match, book, film, choice, fact, mixed
    === header kind name [pretty]
    p:4:11: kind: unknown kind "mi-pack-2"; use one of quiz, match, book, film, choice, fact, mixed
    === header kind code [min]
    p:1:31: kind: unknown kind "es-419"; use one of quiz, match, book, film, choice, fact, mixed
    === header kind code [pretty]
    p:4:11: kind: unknown kind "es-419"; use one of quiz, match, book, film, choice, fact, mixed
    === header kind subtag [min]
    p:1:31: kind: unknown kind "en-"; use one of quiz, match, book, film, choice, fact, mixed
    === header kind subtag [pretty]
    p:4:11: kind: unknown kind "en-"; use one of quiz, match, book, film, choice, fact, mixed
    === header kind long code [min]
    p:1:31: kind: unknown kind "spa"; use one of quiz, match, book, film, choice, fact, mixed
    === header kind long code [pretty]
    p:4:11: kind: unknown kind "spa"; use one of quiz, match, book, film, choice, fact, mixed
    === header kind upper [min]
    p:1:31: kind: unknown kind "ES"; use one of quiz, match, book, film, choice, fact, mixed
    === header kind upper [pretty]
    p:4:11: kind: unknown kind "ES"; use one of quiz, match, book, film, choice, fact, mixed
    === header without title [min]
    p:1:1: title: missing; this field is required
    === header without title [pretty]
    p:1:1: title: missing; this field is required
    === header title repeated [min]
    p:1:63: "title" appears twice in this object; keep one
    === header title repeated [pretty]
    p:6:12: "title" appears twice in this object; keep one
    === header title null [min]
    p:1:46: title: must be a string, found null
    === header title null [pretty]
    p:5:12: title: must be a string, found null
    === header title number [min]
    p:1:46: title: must be a string, found a number
    === header title number [pretty]
    p:5:12: title: must be a string, found a number
    === header title decimal [min]
    p:1:46: title: must be a string, found a number
    === header title decimal [pretty]
    p:5:12: title: must be a string, found a number
    === header title text [min]
    ok  p  film  2 items  es  57a7798e2f298c5e
    === header title text [pretty]
    ok  p  film  2 items  es  57a7798e2f298c5e
    === header title empty text [min]
    p:1:46: title: is empty; write some text here
    === header title empty text [pretty]
    p:5:12: title: is empty; write some text here
    === header title array [min]
    p:1:46: title: must be a string, found an array
    === header title array [pretty]
    p:5:12: title: must be a string, found an array
    === header title object [min]
    p:1:46: title: must be a string, found an object
    === header title object [pretty]
    p:5:12: title: must be a string, found an object
    === header title bad text [min]
    p:1:46: title: character 2 is U+0007 (a control character), which would not show as text; remove it
    === header title bad text [pretty]
    p:5:12: title: character 2 is U+0007 (a control character), which would not show as text; remove it
    === header title spanish [min]
    ok  p  film  2 items  es  45bd7c8ecce8b75
    === header title spanish [pretty]
    ok  p  film  2 items  es  45bd7c8ecce8b75
    === header title kind [min]
    ok  p  film  2 items  es  e68526dcb3cc6fe0
    === header title kind [pretty]
    ok  p  film  2 items  es  e68526dcb3cc6fe0
    === header title name [min]
    ok  p  film  2 items  es  37d8a53effdbdf6e
    === header title name [pretty]
    ok  p  film  2 items  es  37d8a53effdbdf6e
    === header title code [min]
    ok  p  film  2 items  es  915bd9bae6bc79b2
    === header title code [pretty]
    ok  p  film  2 items  es  915bd9bae6bc79b2
    === header title subtag [min]
    ok  p  film  2 items  es  1bfddd0357bcd22b
    === header title subtag [pretty]
    ok  p  film  2 items  es  1bfddd0357bcd22b
    === header title long code [min]
    ok  p  film  2 items  es  1993041b9c7ae76f
    === header title long code [pretty]
    ok  p  film  2 items  es  1993041b9c7ae76f
    === header title upper [min]
    ok  p  film  2 items  es  f0ab1fb1865c84cd
    === header title upper [pretty]
    ok  p  film  2 items  es  f0ab1fb1865c84cd
    === header without language [min]
    p:1:1: language: missing; this field is required
    === header without language [pretty]
    p:1:1: language: missing; this field is required
    === header language repeated [min]
    p:1:82: "language" appears twice in this object; keep one
    === header language repeated [pretty]
    p:7:15: "language" appears twice in this object; keep one
    === header language null [min]
    p:1:66: language: must be a string, found null
    === header language null [pretty]
    p:6:15: language: must be a string, found null
    === header language number [min]
    p:1:66: language: must be a string, found a number
    === header language number [pretty]
    p:6:15: language: must be a string, found a number
    === header language decimal [min]
    p:1:66: language: must be a string, found a number
    === header language decimal [pretty]
    p:6:15: language: must be a string, found a number
    === header language text [min]
    p:1:66: language: "1" is not a language code; use one like "es" or "en"
    === header language text [pretty]
    p:6:15: language: "1" is not a language code; use one like "es" or "en"
    === header language empty text [min]
    p:1:66: language: is empty; write some text here
    === header language empty text [pretty]
    p:6:15: language: is empty; write some text here
    === header language array [min]
    p:1:66: language: must be a string, found an array
    === header language array [pretty]
    p:6:15: language: must be a string, found an array
    === header language object [min]
    p:1:66: language: must be a string, found an object
    === header language object [pretty]
    p:6:15: language: must be a string, found an object
    === header language bad text [min]
    p:1:66: language: character 2 is U+0007 (a control character), which would not show as text; remove it
    === header language bad text [pretty]
    p:6:15: language: character 2 is U+0007 (a control character), which would not show as text; remove it
    === header language spanish [min]
    p:1:66: language: "Español" is not a language code; use one like "es" or "en"
    === header language spanish [pretty]
    p:6:15: language: "Español" is not a language code; use one like "es" or "en"
    === header language kind [min]
    p:1:66: language: "quizz" is not a language code; use one like "es" or "en"
    === header language kind [pretty]
    p:6:15: language: "quizz" is not a language code; use one like "es" or "en"
    === header language name [min]
    ok  p  film  2 items  mi-pack-2  f8fc31f696be4324
    === header language name [pretty]
    ok  p  film  2 items  mi-pack-2  f8fc31f696be4324
    === header language code [min]
    ok  p  film  2 items  es-419  da16a79c766b030a
    === header language code [pretty]
    ok  p  film  2 items  es-419  da16a79c766b030a
    === header language subtag [min]
    p:1:66: language: "en-" is not a language code; use one like "es" or "en"
    === header language subtag [pretty]
    p:6:15: language: "en-" is not a language code; use one like "es" or "en"
    === header language long code [min]
    ok  p  film  2 items  spa  e7295c5eb6b55943
    === header language long code [pretty]
    ok  p  film  2 items  spa  e7295c5eb6b55943
    === header language upper [min]
    p:1:66: language: "ES" is not a language code; use one like "es" or "en"
    === header language upper [pretty]
    p:6:15: language: "ES" is not a language code; use one like "es" or "en"
    === header without items [min]
    p:1:1: items: missing; this field is required
    === header without items [pretty]
    p:1:1: items: missing; this field is required
    === header items repeated [min]
    p:1:307: "items" appears twice in this object; keep one
    p:1:314: item 3 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:1:423: item 4 (id 2): id: duplicate id 2; item 2 has it too, and ids must be unique in a pack
    === header items repeated [pretty]
    p:23:12: "items" appears twice in this object; keep one
    p:25:13: item 3 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:32:13: item 4 (id 2): id: duplicate id 2; item 2 has it too, and ids must be unique in a pack
    === header items null [min]
    p:1:79: items: must be an array of items, found null
    === header items null [pretty]
    p:7:12: items: must be an array of items, found null
    === header items number [min]
    p:1:79: items: must be an array of items, found a number
    === header items number [pretty]
    p:7:12: items: must be an array of items, found a number
    === header items decimal [min]
    p:1:79: items: must be an array of items, found a number
    === header items decimal [pretty]
    p:7:12: items: must be an array of items, found a number
    === header items text [min]
    p:1:79: items: must be an array of items, found a string
    === header items text [pretty]
    p:7:12: items: must be an array of items, found a string
    === header items empty text [min]
    p:1:79: items: must be an array of items, found a string
    === header items empty text [pretty]
    p:7:12: items: must be an array of items, found a string
    === header items array [min]
    p:1:79: items: is empty; a pack needs at least one item
    === header items array [pretty]
    p:7:12: items: is empty; a pack needs at least one item
    === header items object [min]
    p:1:79: items: must be an array of items, found an object
    === header items object [pretty]
    p:7:12: items: must be an array of items, found an object
    === header items bad text [min]
    p:1:79: items: must be an array of items, found a string
    === header items bad text [pretty]
    p:7:12: items: must be an array of items, found a string
    === header items spanish [min]
    p:1:79: items: must be an array of items, found a string
    === header items spanish [pretty]
    p:7:12: items: must be an array of items, found a string
    === header items kind [min]
    p:1:79: items: must be an array of items, found a string
    === header items kind [pretty]
    p:7:12: items: must be an array of items, found a string
    === header items name [min]
    p:1:79: items: must be an array of items, found a string
    === header items name [pretty]
    p:7:12: items: must be an array of items, found a string
    === header items code [min]
    p:1:79: items: must be an array of items, found a string
    === header items code [pretty]
    p:7:12: items: must be an array of items, found a string
    === header items subtag [min]
    p:1:79: items: must be an array of items, found a string
    === header items subtag [pretty]
    p:7:12: items: must be an array of items, found a string
    === header items long code [min]
    p:1:79: items: must be an array of items, found a string
    === header items long code [pretty]
    p:7:12: items: must be an array of items, found a string
    === header items upper [min]
    p:1:79: items: must be an array of items, found a string
    === header items upper [pretty]
    p:7:12: items: must be an array of items, found a string
    === kind after items [min]
    ok  p  film  2 items  es  c832ec9e7caf0313
    === kind after items [pretty]
    ok  p  film  2 items  es  c832ec9e7caf0313
    === kind twice, different [min]
    p:1:45: "kind" appears twice in this object; keep one
    p:1:90: item 1 (id 1): phase: missing; this field is required
    p:1:90: item 1 (id 1): team1: missing; this field is required
    p:1:90: item 1 (id 1): team2: missing; this field is required
    p:1:90: item 1 (id 1): winner: missing; this field is required
    p:1:90: item 1 (id 1): details: missing; this field is required
    p:1:199: item 2 (id 2): phase: missing; this field is required
    p:1:199: item 2 (id 2): team1: missing; this field is required
    p:1:199: item 2 (id 2): team2: missing; this field is required
    p:1:199: item 2 (id 2): winner: missing; this field is required
    p:1:199: item 2 (id 2): details: missing; this field is required
    === kind twice, different [pretty]
    p:5:11: "kind" appears twice in this object; keep one
    p:9:5: item 1 (id 1): phase: missing; this field is required
    p:9:5: item 1 (id 1): team1: missing; this field is required
    p:9:5: item 1 (id 1): team2: missing; this field is required
    p:9:5: item 1 (id 1): winner: missing; this field is required
    p:9:5: item 1 (id 1): details: missing; this field is required
    p:16:5: item 2 (id 2): phase: missing; this field is required
    p:16:5: item 2 (id 2): team1: missing; this field is required
    p:16:5: item 2 (id 2): team2: missing; this field is required
    p:16:5: item 2 (id 2): winner: missing; this field is required
    p:16:5: item 2 (id 2): details: missing; this field is required
    === items twice, first empty [min]
    p:1:85: "items" appears twice in this object; keep one
    === items twice, first empty [pretty]
    p:8:12: "items" appears twice in this object; keep one
    === items twice, both full [min]
    p:1:302: "items" appears twice in this object; keep one
    p:1:406: item 3 (id 9): answer: must be true or false, found a number
    === items twice, both full [pretty]
    p:23:12: "items" appears twice in this object; keep one
    p:29:17: item 3 (id 9): answer: must be true or false, found a number
    === items twice before the kind [min]
    p:1:238: "items" appears twice in this object; keep one
    === items twice before the kind [pretty]
    p:18:12: "items" appears twice in this object; keep one
    === items between header fields [min]
    ok  p  film  2 items  es  752e925df7a0d5d5
    === items between header fields [pretty]
    ok  p  film  2 items  es  752e925df7a0d5d5
    === empty items [min]
    p:1:79: items: is empty; a pack needs at least one item
    === empty items [pretty]
    p:7:12: items: is empty; a pack needs at least one item
    === empty items, kind unknown [min]
    p:1:31: kind: unknown kind "x"; use one of quiz, match, book, film, choice, fact, mixed
    p:1:76: items: is empty; a pack needs at least one item
    === empty items, kind unknown [pretty]
    p:4:11: kind: unknown kind "x"; use one of quiz, match, book, film, choice, fact, mixed
    p:7:12: items: is empty; a pack needs at least one item
    === items of an unknown kind [min]
    p:1:31: kind: unknown kind "pelicula"; use one of quiz, match, book, film, choice, fact, mixed
    === items of an unknown kind [pretty]
    p:4:11: kind: unknown kind "pelicula"; use one of quiz, match, book, film, choice, fact, mixed
    === items of a kind that is not text [min]
    p:1:31: kind: must be a string, found a number
    === items of a kind that is not text [pretty]
    p:4:11: kind: must be a string, found a number
    === items of no kind [min]
    p:1:1: kind: missing; this field is required
    === items of no kind [pretty]
    p:1:1: kind: missing; this field is required
    === items that are not objects [min]
    p:1:80: item 1: must be an object, found a number
    p:1:82: item 2: must be an object, found a string
    p:1:86: item 3: must be an object, found null
    p:1:91: item 4: must be an object, found an array
    === items that are not objects [pretty]
    p:8:5: item 1: must be an object, found a number
    p:9:5: item 2: must be an object, found a string
    p:10:5: item 3: must be an object, found null
    p:11:5: item 4: must be an object, found an array
    === top level array [min]
    p:1:1: a pack file holds one object {"format", "name", "kind", "title", "language", "items"}, found an array
    === top level array [pretty]
    p:1:1: a pack file holds one object {"format", "name", "kind", "title", "language", "items"}, found an array
    === top level text [min]
    p:1:1: a pack file holds one object {"format", "name", "kind", "title", "language", "items"}, found a string
    === top level text [pretty]
    p:1:1: a pack file holds one object {"format", "name", "kind", "title", "language", "items"}, found a string
    === top level number [min]
    p:1:1: a pack file holds one object {"format", "name", "kind", "title", "language", "items"}, found a number
    === top level number [pretty]
    p:1:1: a pack file holds one object {"format", "name", "kind", "title", "language", "items"}, found a number
    === empty object [min]
    p:1:1: format: missing; this field is required
    p:1:1: name: missing; this field is required
    p:1:1: title: missing; this field is required
    p:1:1: language: missing; this field is required
    p:1:1: kind: missing; this field is required
    p:1:1: items: missing; this field is required
    === empty object [pretty]
    p:1:1: format: missing; this field is required
    p:1:1: name: missing; this field is required
    p:1:1: title: missing; this field is required
    p:1:1: language: missing; this field is required
    p:1:1: kind: missing; this field is required
    p:1:1: items: missing; this field is required
    === header extra member [min]
    ok  p  film  2 items  es  3cd1227f8c885ad0
    === header extra member [pretty]
    ok  p  film  2 items  es  3cd1227f8c885ad0
    === header extra repeated [min]
    p:1:314: x: "a" appears twice in this object; keep one
    === header extra repeated [pretty]
    p:25:10: x: "a" appears twice in this object; keep one
    === header extra repeated in items field [min]
    p:1:203: item 1 (id 1): x: "a" appears twice in this object; keep one
    === header extra repeated in items field [pretty]
    p:16:14: item 1 (id 1): x: "a" appears twice in this object; keep one
    === duplicate ids [min]
    p:1:195: item 2 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:1:413: item 4 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:1:522: item 5 (id 2): id: duplicate id 2; item 3 has it too, and ids must be unique in a pack
    === duplicate ids [pretty]
    p:16:13: item 2 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:30:13: item 4 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:37:13: item 5 (id 2): id: duplicate id 2; item 3 has it too, and ids must be unique in a pack
    === duplicate ids with faults [min]
    p:1:96: item 1 (id 1): title: must be a string, found a number
    p:1:186: item 2 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:1:295: item 3 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    === duplicate ids with faults [pretty]
    p:10:16: item 1 (id 1): title: must be a string, found a number
    p:16:13: item 2 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:23:13: item 3 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    === duplicate ids as decimals [min]
    p:1:195: item 2 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:1:306: item 3 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    === duplicate ids as decimals [pretty]
    p:16:13: item 2 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:23:13: item 3 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    === mixed kinds [min]
    p:1:189: item 2 (id 2): title: missing; this field is required
    p:1:189: item 2 (id 2): question: missing; this field is required
    p:1:189: item 2 (id 2): answer: missing; this field is required
    p:1:402: item 3 (id 3): title: missing; this field is required
    p:1:474: item 3 (id 3): answer: must be true or false, found a string
    === mixed kinds [pretty]
    p:15:5: item 2 (id 2): title: missing; this field is required
    p:15:5: item 2 (id 2): question: missing; this field is required
    p:15:5: item 2 (id 2): answer: missing; this field is required
    p:30:5: item 3 (id 3): title: missing; this field is required
    p:33:17: item 3 (id 3): answer: must be true or false, found a string
    === good quiz [min]
    ok  p  quiz  2 items  es  27c75f522cfe3526
    === good quiz [pretty]
    ok  p  quiz  2 items  es  27c75f522cfe3526
    === quiz items of the wrong kind [min]
    p:1:80: item 1 (id 1): title: missing; this field is required
    p:1:152: item 1 (id 1): answer: must be true or false, found a string
    === quiz items of the wrong kind [pretty]
    p:8:5: item 1 (id 1): title: missing; this field is required
    p:11:17: item 1 (id 1): answer: must be true or false, found a string
    === good match [min]
    ok  p  match  2 items  es  bee285daef498ccc
    === good match [pretty]
    ok  p  match  2 items  es  bee285daef498ccc
    === match items of the wrong kind [min]
    p:1:80: item 1 (id 1): title: missing; this field is required
    p:1:80: item 1 (id 1): question: missing; this field is required
    p:1:80: item 1 (id 1): answer: missing; this field is required
    === match items of the wrong kind [pretty]
    p:8:5: item 1 (id 1): title: missing; this field is required
    p:8:5: item 1 (id 1): question: missing; this field is required
    p:8:5: item 1 (id 1): answer: missing; this field is required
    === good book [min]
    ok  p  book  2 items  es  480658a65f37563a
    === good book [pretty]
    ok  p  book  2 items  es  480658a65f37563a
    === book items of the wrong kind [min]
    p:1:80: item 1 (id 1): title: missing; this field is required
    p:1:80: item 1 (id 1): answer: missing; this field is required
    === book items of the wrong kind [pretty]
    p:8:5: item 1 (id 1): title: missing; this field is required
    p:8:5: item 1 (id 1): answer: missing; this field is required
    === good film [min]
    ok  p  film  2 items  es  c832ec9e7caf0313
    === good film [pretty]
    ok  p  film  2 items  es  c832ec9e7caf0313
    === film items of the wrong kind [min]
    p:1:80: item 1 (id 1): book: missing; this field is required
    p:1:80: item 1 (id 1): answer1: missing; this field is required
    p:1:80: item 1 (id 1): answer2: missing; this field is required
    p:1:80: item 1 (id 1): solution: missing; this field is required
    === film items of the wrong kind [pretty]
    p:8:5: item 1 (id 1): book: missing; this field is required
    p:8:5: item 1 (id 1): answer1: missing; this field is required
    p:8:5: item 1 (id 1): answer2: missing; this field is required
    p:8:5: item 1 (id 1): solution: missing; this field is required
    === good choice [min]
    ok  p  choice  2 items  es  c5b124ff905e4914
    === good choice [pretty]
    ok  p  choice  2 items  es  c5b124ff905e4914
    === choice items of the wrong kind [min]
    p:1:80: item 1 (id 1): title: missing; this field is required
    p:1:80: item 1 (id 1): answer: missing; this field is required
    === choice items of the wrong kind [pretty]
    p:8:5: item 1 (id 1): title: missing; this field is required
    p:8:5: item 1 (id 1): answer: missing; this field is required
    === good fact [min]
    ok  p  fact  2 items  es  edbf9e465b8494d1
    === good fact [pretty]
    ok  p  fact  2 items  es  edbf9e465b8494d1
    === fact items of the wrong kind [min]
    p:1:80: item 1 (id 1): question: missing; this field is required
    p:1:80: item 1 (id 1): answer: missing; this field is required
    === fact items of the wrong kind [pretty]
    p:8:5: item 1 (id 1): question: missing; this field is required
    p:8:5: item 1 (id 1): answer: missing; this field is required
    === syntax leading zero [min]
    p:1:207: syntax error: numbers cannot start with 0
    === syntax leading zero [pretty]
    p:17:18: syntax error: numbers cannot start with 0
    === syntax leading zero in an extra field [min]
    p:1:198: syntax error: numbers cannot start with 0
    === syntax leading zero in an extra field [pretty]
    p:14:18: syntax error: numbers cannot start with 0
    === syntax minus [min]
    p:1:206: syntax error: a digit was expected
    === syntax minus [pretty]
    p:17:17: syntax error: a digit was expected
    === syntax minus in an extra field [min]
    p:1:197: syntax error: a digit was expected
    === syntax minus in an extra field [pretty]
    p:14:17: syntax error: a digit was expected
    === syntax dot [min]
    p:1:207: syntax error: a digit was expected after '.'
    === syntax dot [pretty]
    p:17:18: syntax error: a digit was expected after '.'
    === syntax dot in an extra field [min]
    p:1:198: syntax error: a digit was expected after '.'
    === syntax dot in an extra field [pretty]
    p:14:18: syntax error: a digit was expected after '.'
    === syntax exponent [min]
    p:1:207: syntax error: a digit was expected in the exponent
    === syntax exponent [pretty]
    p:17:18: syntax error: a digit was expected in the exponent
    === syntax exponent in an extra field [min]
    p:1:198: syntax error: a digit was expected in the exponent
    === syntax exponent in an extra field [pretty]
    p:14:18: syntax error: a digit was expected in the exponent
    === syntax exponent sign [min]
    p:1:208: syntax error: a digit was expected in the exponent
    === syntax exponent sign [pretty]
    p:17:19: syntax error: a digit was expected in the exponent
    === syntax exponent sign in an extra field [min]
    p:1:199: syntax error: a digit was expected in the exponent
    === syntax exponent sign in an extra field [pretty]
    p:14:19: syntax error: a digit was expected in the exponent
    === syntax negative leading zero [min]
    p:1:208: syntax error: numbers cannot start with 0
    === syntax negative leading zero [pretty]
    p:17:19: syntax error: numbers cannot start with 0
    === syntax negative leading zero in an extra field [min]
    p:1:199: syntax error: numbers cannot start with 0
    === syntax negative leading zero in an extra field [pretty]
    p:14:19: syntax error: numbers cannot start with 0
    === syntax bare fraction [min]
    p:1:205: syntax error: unexpected '.'; a value was expected
    === syntax bare fraction [pretty]
    p:17:16: syntax error: unexpected '.'; a value was expected
    === syntax bare fraction in an extra field [min]
    p:1:196: syntax error: unexpected '.'; a value was expected
    === syntax bare fraction in an extra field [pretty]
    p:14:16: syntax error: unexpected '.'; a value was expected
    === syntax plus [min]
    p:1:205: syntax error: unexpected '+'; a value was expected
    === syntax plus [pretty]
    p:17:16: syntax error: unexpected '+'; a value was expected
    === syntax plus in an extra field [min]
    p:1:196: syntax error: unexpected '+'; a value was expected
    === syntax plus in an extra field [pretty]
    p:14:16: syntax error: unexpected '+'; a value was expected
    === syntax out of range [min]
    p:1:205: item 2 (id 2): title: must be a string, found a number
    === syntax out of range [pretty]
    p:17:16: item 2 (id 2): title: must be a string, found a number
    === syntax out of range in an extra field [min]
    ok  p  film  1 item  es  cannot be written as JSON
    === syntax out of range in an extra field [pretty]
    ok  p  film  1 item  es  cannot be written as JSON
    === syntax negative out of range [min]
    p:1:205: item 2 (id 2): title: must be a string, found a number
    === syntax negative out of range [pretty]
    p:17:16: item 2 (id 2): title: must be a string, found a number
    === syntax negative out of range in an extra field [min]
    ok  p  film  1 item  es  cannot be written as JSON
    === syntax negative out of range in an extra field [pretty]
    ok  p  film  1 item  es  cannot be written as JSON
    === syntax true [min]
    p:1:208: syntax error: unexpected ',' in 'true'
    === syntax true [pretty]
    p:17:19: syntax error: unexpected ',' in 'true'
    === syntax true in an extra field [min]
    p:1:199: syntax error: unexpected '}' in 'true'
    === syntax true in an extra field [pretty]
    p:14:19: syntax error: unexpected byte 0xA in 'true'
    === syntax null [min]
    p:1:208: syntax error: unexpected ',' in 'null'
    === syntax null [pretty]
    p:17:19: syntax error: unexpected ',' in 'null'
    === syntax null in an extra field [min]
    p:1:199: syntax error: unexpected '}' in 'null'
    === syntax null in an extra field [pretty]
    p:14:19: syntax error: unexpected byte 0xA in 'null'
    === syntax false [min]
    p:1:209: syntax error: unexpected ',' in 'false'
    === syntax false [pretty]
    p:17:20: syntax error: unexpected ',' in 'false'
    === syntax false in an extra field [min]
    p:1:200: syntax error: unexpected '}' in 'false'
    === syntax false in an extra field [pretty]
    p:14:20: syntax error: unexpected byte 0xA in 'false'
    === syntax word [min]
    p:1:205: syntax error: unexpected 'y'; a value was expected
    === syntax word [pretty]
    p:17:16: syntax error: unexpected 'y'; a value was expected
    === syntax word in an extra field [min]
    p:1:196: syntax error: unexpected 'y'; a value was expected
    === syntax word in an extra field [pretty]
    p:14:16: syntax error: unexpected 'y'; a value was expected
    === syntax invalid escape [min]
    p:1:208: syntax error: invalid escape '\x'
    === syntax invalid escape [pretty]
    p:17:19: syntax error: invalid escape '\x'
    === syntax invalid escape in an extra field [min]
    p:1:199: syntax error: invalid escape '\x'
    === syntax invalid escape in an extra field [pretty]
    p:14:19: syntax error: invalid escape '\x'
    === syntax short unicode escape [min]
    p:1:210: syntax error: a \u escape needs four hexadecimal digits
    === syntax short unicode escape [pretty]
    p:17:21: syntax error: a \u escape needs four hexadecimal digits
    === syntax short unicode escape in an extra field [min]
    p:1:201: syntax error: a \u escape needs four hexadecimal digits
    === syntax short unicode escape in an extra field [pretty]
    p:14:21: syntax error: a \u escape needs four hexadecimal digits
    === syntax unicode escape not hex [min]
    p:1:210: syntax error: a \u escape needs four hexadecimal digits
    === syntax unicode escape not hex [pretty]
    p:17:21: syntax error: a \u escape needs four hexadecimal digits
    === syntax unicode escape not hex in an extra field [min]
    p:1:201: syntax error: a \u escape needs four hexadecimal digits
    === syntax unicode escape not hex in an extra field [pretty]
    p:14:21: syntax error: a \u escape needs four hexadecimal digits
    === syntax lone high surrogate [min]
    p:1:212: syntax error: invalid \u escape
    === syntax lone high surrogate [pretty]
    p:17:23: syntax error: invalid \u escape
    === syntax lone high surrogate in an extra field [min]
    p:1:203: syntax error: invalid \u escape
    === syntax lone high surrogate in an extra field [pretty]
    p:14:23: syntax error: invalid \u escape
    === syntax lone low surrogate [min]
    p:1:212: syntax error: invalid \u escape
    === syntax lone low surrogate [pretty]
    p:17:23: syntax error: invalid \u escape
    === syntax lone low surrogate in an extra field [min]
    p:1:203: syntax error: invalid \u escape
    === syntax lone low surrogate in an extra field [pretty]
    p:14:23: syntax error: invalid \u escape
    === syntax high surrogate then letter [min]
    p:1:218: syntax error: invalid UTF-16 surrogate pair
    === syntax high surrogate then letter [pretty]
    p:17:29: syntax error: invalid UTF-16 surrogate pair
    === syntax high surrogate then letter in an extra field [min]
    p:1:209: syntax error: invalid UTF-16 surrogate pair
    === syntax high surrogate then letter in an extra field [pretty]
    p:14:29: syntax error: invalid UTF-16 surrogate pair
    === syntax high surrogate then text [min]
    p:1:212: syntax error: invalid \u escape
    === syntax high surrogate then text [pretty]
    p:17:23: syntax error: invalid \u escape
    === syntax high surrogate then text in an extra field [min]
    p:1:203: syntax error: invalid \u escape
    === syntax high surrogate then text in an extra field [pretty]
    p:14:23: syntax error: invalid \u escape
    === syntax high surrogate then escape [min]
    p:1:212: syntax error: invalid \u escape
    === syntax high surrogate then escape [pretty]
    p:17:23: syntax error: invalid \u escape
    === syntax high surrogate then escape in an extra field [min]
    p:1:203: syntax error: invalid \u escape
    === syntax high surrogate then escape in an extra field [pretty]
    p:14:23: syntax error: invalid \u escape
    === syntax two high surrogates [min]
    p:1:218: syntax error: invalid UTF-16 surrogate pair
    === syntax two high surrogates [pretty]
    p:17:29: syntax error: invalid UTF-16 surrogate pair
    === syntax two high surrogates in an extra field [min]
    p:1:209: syntax error: invalid UTF-16 surrogate pair
    === syntax two high surrogates in an extra field [pretty]
    p:14:29: syntax error: invalid UTF-16 surrogate pair
    === syntax escaped nul [min]
    p:1:205: item 2 (id 2): title: character 2 is U+0000 (a control character), which would not show as text; remove it
    === syntax escaped nul [pretty]
    p:17:16: item 2 (id 2): title: character 2 is U+0000 (a control character), which would not show as text; remove it
    === syntax escaped nul in an extra field [min]
    ok  p  film  1 item  es  59d65cb09b9c39fe
    === syntax escaped nul in an extra field [pretty]
    ok  p  film  1 item  es  59d65cb09b9c39fe
    === syntax raw control [min]
    p:1:207: syntax error: control character in string
    === syntax raw control [pretty]
    p:17:18: syntax error: control character in string
    === syntax raw control in an extra field [min]
    p:1:198: syntax error: control character in string
    === syntax raw control in an extra field [pretty]
    p:14:18: syntax error: control character in string
    === syntax raw tab [min]
    p:1:207: syntax error: control character in string
    === syntax raw tab [pretty]
    p:17:18: syntax error: control character in string
    === syntax raw tab in an extra field [min]
    p:1:198: syntax error: control character in string
    === syntax raw tab in an extra field [pretty]
    p:14:18: syntax error: control character in string
    === syntax raw newline [min]
    p:1:207: syntax error: unterminated string; a '"' is missing
    === syntax raw newline [pretty]
    p:17:18: syntax error: unterminated string; a '"' is missing
    === syntax raw newline in an extra field [min]
    p:1:198: syntax error: unterminated string; a '"' is missing
    === syntax raw newline in an extra field [pretty]
    p:14:18: syntax error: unterminated string; a '"' is missing
    === syntax raw delete [min]
    p:1:205: item 2 (id 2): title: character 2 is U+007F (a control character), which would not show as text; remove it
    === syntax raw delete [pretty]
    p:17:16: item 2 (id 2): title: character 2 is U+007F (a control character), which would not show as text; remove it
    === syntax raw delete in an extra field [min]
    ok  p  film  1 item  es  42c2d694a8b7a20a
    === syntax raw delete in an extra field [pretty]
    ok  p  film  1 item  es  42c2d694a8b7a20a
    === syntax bad utf-8 [min]
    p:1:210: syntax error: the string before this point is not valid UTF-8
    === syntax bad utf-8 [pretty]
    p:17:21: syntax error: the string before this point is not valid UTF-8
    === syntax bad utf-8 in an extra field [min]
    p:1:201: syntax error: the string before this point is not valid UTF-8
    === syntax bad utf-8 in an extra field [pretty]
    p:14:21: syntax error: the string before this point is not valid UTF-8
    === syntax utf-8 surrogate [min]
    p:1:208: syntax error: the string before this point is not valid UTF-8
    === syntax utf-8 surrogate [pretty]
    p:17:19: syntax error: the string before this point is not valid UTF-8
    === syntax utf-8 surrogate in an extra field [min]
    p:1:199: syntax error: the string before this point is not valid UTF-8
    === syntax utf-8 surrogate in an extra field [pretty]
    p:14:19: syntax error: the string before this point is not valid UTF-8
    === syntax utf-8 above range [min]
    p:1:208: syntax error: the string before this point is not valid UTF-8
    === syntax utf-8 above range [pretty]
    p:17:19: syntax error: the string before this point is not valid UTF-8
    === syntax utf-8 above range in an extra field [min]
    p:1:199: syntax error: the string before this point is not valid UTF-8
    === syntax utf-8 above range in an extra field [pretty]
    p:14:19: syntax error: the string before this point is not valid UTF-8
    === syntax overlong utf-8 [min]
    p:1:208: syntax error: the string before this point is not valid UTF-8
    === syntax overlong utf-8 [pretty]
    p:17:19: syntax error: the string before this point is not valid UTF-8
    === syntax overlong utf-8 in an extra field [min]
    p:1:199: syntax error: the string before this point is not valid UTF-8
    === syntax overlong utf-8 in an extra field [pretty]
    p:14:19: syntax error: the string before this point is not valid UTF-8
    === syntax truncated utf-8 [min]
    p:1:208: syntax error: the string before this point is not valid UTF-8
    === syntax truncated utf-8 [pretty]
    p:17:19: syntax error: the string before this point is not valid UTF-8
    === syntax truncated utf-8 in an extra field [min]
    p:1:199: syntax error: the string before this point is not valid UTF-8
    === syntax truncated utf-8 in an extra field [pretty]
    p:14:19: syntax error: the string before this point is not valid UTF-8
    === syntax utf-8 before escape [min]
    p:1:215: syntax error: the string before this point is not valid UTF-8
    === syntax utf-8 before escape [pretty]
    p:17:26: syntax error: the string before this point is not valid UTF-8
    === syntax utf-8 before escape in an extra field [min]
    p:1:206: syntax error: the string before this point is not valid UTF-8
    === syntax utf-8 before escape in an extra field [pretty]
    p:14:26: syntax error: the string before this point is not valid UTF-8
    === syntax continuation byte [min]
    p:1:207: syntax error: the string before this point is not valid UTF-8
    === syntax continuation byte [pretty]
    p:17:18: syntax error: the string before this point is not valid UTF-8
    === syntax continuation byte in an extra field [min]
    p:1:198: syntax error: the string before this point is not valid UTF-8
    === syntax continuation byte in an extra field [pretty]
    p:14:18: syntax error: the string before this point is not valid UTF-8
    === syntax bad utf-8 after escape [min]
    p:1:210: syntax error: the string before this point is not valid UTF-8
    === syntax bad utf-8 after escape [pretty]
    p:17:21: syntax error: the string before this point is not valid UTF-8
    === syntax bad utf-8 after escape in an extra field [min]
    p:1:201: syntax error: the string before this point is not valid UTF-8
    === syntax bad utf-8 after escape in an extra field [pretty]
    p:14:21: syntax error: the string before this point is not valid UTF-8
    === syntax trailing comma in array [min]
    p:1:208: syntax error: unexpected ']'; a value was expected
    === syntax trailing comma in array [pretty]
    p:17:19: syntax error: unexpected ']'; a value was expected
    === syntax trailing comma in array in an extra field [min]
    p:1:199: syntax error: unexpected ']'; a value was expected
    === syntax trailing comma in array in an extra field [pretty]
    p:14:19: syntax error: unexpected ']'; a value was expected
    === syntax trailing comma in object [min]
    p:1:212: syntax error: unexpected '}'; a quoted member name was expected
    === syntax trailing comma in object [pretty]
    p:17:23: syntax error: unexpected '}'; a quoted member name was expected
    === syntax trailing comma in object in an extra field [min]
    p:1:203: syntax error: unexpected '}'; a quoted member name was expected
    === syntax trailing comma in object in an extra field [pretty]
    p:14:23: syntax error: unexpected '}'; a quoted member name was expected
    === syntax missing colon [min]
    p:1:210: syntax error: unexpected '1'; ':' was expected after "a"
    === syntax missing colon [pretty]
    p:17:21: syntax error: unexpected '1'; ':' was expected after "a"
    === syntax missing colon in an extra field [min]
    p:1:201: syntax error: unexpected '1'; ':' was expected after "a"
    === syntax missing colon in an extra field [pretty]
    p:14:21: syntax error: unexpected '1'; ':' was expected after "a"
    === syntax missing comma [min]
    p:1:212: syntax error: unexpected '"'; ',' or '}' was expected
    === syntax missing comma [pretty]
    p:17:23: syntax error: unexpected '"'; ',' or '}' was expected
    === syntax missing comma in an extra field [min]
    p:1:203: syntax error: unexpected '"'; ',' or '}' was expected
    === syntax missing comma in an extra field [pretty]
    p:14:23: syntax error: unexpected '"'; ',' or '}' was expected
    === syntax lone comma [min]
    p:1:206: syntax error: unexpected ','; a quoted member name was expected
    === syntax lone comma [pretty]
    p:17:17: syntax error: unexpected ','; a quoted member name was expected
    === syntax lone comma in an extra field [min]
    p:1:197: syntax error: unexpected ','; a quoted member name was expected
    === syntax lone comma in an extra field [pretty]
    p:14:17: syntax error: unexpected ','; a quoted member name was expected
    === syntax leading comma [min]
    p:1:206: syntax error: unexpected ','; a value was expected
    === syntax leading comma [pretty]
    p:17:17: syntax error: unexpected ','; a value was expected
    === syntax leading comma in an extra field [min]
    p:1:197: syntax error: unexpected ','; a value was expected
    === syntax leading comma in an extra field [pretty]
    p:14:17: syntax error: unexpected ','; a value was expected
    === syntax numeric key [min]
    p:1:206: syntax error: unexpected '1'; a quoted member name was expected
    === syntax numeric key [pretty]
    p:17:17: syntax error: unexpected '1'; a quoted member name was expected
    === syntax numeric key in an extra field [min]
    p:1:197: syntax error: unexpected '1'; a quoted member name was expected
    === syntax numeric key in an extra field [pretty]
    p:14:17: syntax error: unexpected '1'; a quoted member name was expected
    === syntax single quotes [min]
    p:1:205: syntax error: unexpected '''; a value was expected
    === syntax single quotes [pretty]
    p:17:16: syntax error: unexpected '''; a value was expected
    === syntax single quotes in an extra field [min]
    p:1:196: syntax error: unexpected '''; a value was expected
    === syntax single quotes in an extra field [pretty]
    p:14:16: syntax error: unexpected '''; a value was expected
    === syntax unclosed array [min]
    p:1:219: syntax error: unexpected ':'; ',' or ']' was expected
    === syntax unclosed array [pretty]
    p:18:18: syntax error: unexpected ':'; ',' or ']' was expected
    === syntax unclosed array in an extra field [min]
    p:1:198: syntax error: unexpected '}'; ',' or ']' was expected
    === syntax unclosed array in an extra field [pretty]
    p:15:5: syntax error: unexpected '}'; ',' or ']' was expected
    === syntax unclosed object [min]
    p:1:293: syntax error: unexpected ']'; ',' or '}' was expected
    === syntax unclosed object [pretty]
    p:22:3: syntax error: unexpected ']'; ',' or '}' was expected
    === syntax unclosed object in an extra field [min]
    p:1:203: syntax error: unexpected ']'; ',' or '}' was expected
    === syntax unclosed object in an extra field [pretty]
    p:16:3: syntax error: unexpected ']'; ',' or '}' was expected
    === syntax deep [min]
    p:1:714: syntax error: arrays and objects nested deeper than 512 levels
    === syntax deep [pretty]
    p:17:525: syntax error: arrays and objects nested deeper than 512 levels
    === syntax deep in an extra field [min]
    p:1:705: syntax error: arrays and objects nested deeper than 512 levels
    === syntax deep in an extra field [pretty]
    p:14:525: syntax error: arrays and objects nested deeper than 512 levels
    === syntax deep objects [min]
    p:1:2750: syntax error: arrays and objects nested deeper than 512 levels
    === syntax deep objects [pretty]
    p:17:2561: syntax error: arrays and objects nested deeper than 512 levels
    === syntax deep objects in an extra field [min]
    p:1:2741: syntax error: arrays and objects nested deeper than 512 levels
    === syntax deep objects in an extra field [pretty]
    p:14:2561: syntax error: arrays and objects nested deeper than 512 levels
    === syntax nested 509 [min]
    p:1:205: item 2 (id 2): title: must be a string, found an array
    === syntax nested 509 [pretty]
    p:17:16: item 2 (id 2): title: must be a string, found an array
    === syntax nested 509 in an extra field [min]
    ok  p  film  1 item  es  cannot be written as JSON
    === syntax nested 509 in an extra field [pretty]
    ok  p  film  1 item  es  cannot be written as JSON
    === syntax nested 510 [min]
    p:1:714: syntax error: arrays and objects nested deeper than 512 levels
    === syntax nested 510 [pretty]
    p:17:525: syntax error: arrays and objects nested deeper than 512 levels
    === syntax nested 510 in an extra field [min]
    p:1:705: syntax error: arrays and objects nested deeper than 512 levels
    === syntax nested 510 in an extra field [pretty]
    p:14:525: syntax error: arrays and objects nested deeper than 512 levels
    === syntax escaped key [min]
    p:1:205: item 2 (id 2): title: must be a string, found an object
    === syntax escaped key [pretty]
    p:17:16: item 2 (id 2): title: must be a string, found an object
    === syntax escaped key in an extra field [min]
    ok  p  film  1 item  es  10d605e901f4818a
    === syntax escaped key in an extra field [pretty]
    ok  p  film  1 item  es  10d605e901f4818a
    === syntax key with bad escape [min]
    p:1:208: syntax error: invalid escape '\q'
    === syntax key with bad escape [pretty]
    p:17:19: syntax error: invalid escape '\q'
    === syntax key with bad escape in an extra field [min]
    p:1:199: syntax error: invalid escape '\q'
    === syntax key with bad escape in an extra field [pretty]
    p:14:19: syntax error: invalid escape '\q'
    === syntax big integer [min]
    p:1:205: item 2 (id 2): title: must be a string, found a number
    === syntax big integer [pretty]
    p:17:16: item 2 (id 2): title: must be a string, found a number
    === syntax big integer in an extra field [min]
    ok  p  film  1 item  es  490024130c54f359
    === syntax big integer in an extra field [pretty]
    ok  p  film  1 item  es  490024130c54f359
    === syntax tiny [min]
    p:1:205: item 2 (id 2): title: must be a string, found a number
    === syntax tiny [pretty]
    p:17:16: item 2 (id 2): title: must be a string, found a number
    === syntax tiny in an extra field [min]
    ok  p  film  1 item  es  72ef1487cdcd0844
    === syntax tiny in an extra field [pretty]
    ok  p  film  1 item  es  72ef1487cdcd0844
    === raw escaped member name [min]
    ok  p  film  2 items  es  7c6620a84715bdfe
    === raw escaped member name [pretty]
    ok  p  film  2 items  es  7c6620a84715bdfe
    === raw escaped member name repeated [min]
    p:1:151: item 1 (id 1): "title" appears twice in this object; keep one
    === raw escaped member name repeated [pretty]
    p:8:76: item 1 (id 1): "title" appears twice in this object; keep one
    === raw escaped extra member name [min]
    ok  p  film  2 items  es  9e575fb3e4bf2edd
    === raw escaped extra member name [pretty]
    ok  p  film  2 items  es  9e575fb3e4bf2edd
    === raw extra member names [min]
    ok  p  film  2 items  es  7f7ff0128c75860d
    === raw extra member names [pretty]
    ok  p  film  2 items  es  7f7ff0128c75860d
    === raw a member name in capitals [min]
    p:1:80: item 1 (id 1): title: missing; this field is required
    === raw a member name in capitals [pretty]
    p:8:5: item 1 (id 1): title: missing; this field is required
    === raw spaces everywhere [min]
    ok  p  film  2 items  es  7c6620a84715bdfe
    === raw spaces everywhere [pretty]
    ok  p  film  2 items  es  7c6620a84715bdfe
    === bom [min]
    ok  p  quiz  2 items  es  27c75f522cfe3526
    === two boms [min]
    p:1:1: syntax error: unexpected byte 0xEF; a value was expected
    === bom and a fault [min]
    p:1:558: item 2 (id 2): answer: is empty; write some text here
    === garbage after [min]
    p:1:894: syntax error: unexpected '}' after the end of the document
    === text after [min]
    p:2:1: syntax error: unexpected byte 0xC3 after the end of the document
    === crlf [min]
    p:2:1: syntax error: unexpected 'x' after the end of the document
    === cut at 0 [min]
    p:1:1: syntax error: unexpected end of file; a value was expected
    === cut at 7 [min]
    p:1:8: syntax error: unexpected end of file inside a string
    === cut at 14 [min]
    p:1:15: syntax error: unexpected end of file inside a string
    === cut at 21 [min]
    p:1:22: syntax error: unexpected end of file inside a string
    === cut at 28 [min]
    p:1:29: syntax error: unexpected end of file inside a string
    === cut at 35 [min]
    p:1:36: syntax error: unexpected end of file inside a string
    === cut at 42 [min]
    p:1:43: syntax error: unexpected end of file inside a string
    === cut at 49 [min]
    p:1:49: syntax error: unexpected end of file inside a string
    === cut at 56 [min]
    p:1:56: syntax error: unexpected end of file inside a string
    === cut at 63 [min]
    p:1:63: syntax error: unexpected end of file inside a string
    === cut at 70 [min]
    p:1:70: syntax error: unexpected end of file; ',' or '}' was expected
    === cut at 77 [min]
    p:1:77: syntax error: unexpected end of file inside a string
    === cut at 84 [min]
    p:1:84: syntax error: unexpected end of file inside a string
    === cut at 91 [min]
    p:1:91: syntax error: unexpected end of file inside a string
    === cut at 98 [min]
    p:1:98: syntax error: unexpected end of file; ':' was expected after "question"
    === cut at 105 [min]
    p:1:104: syntax error: unexpected end of file inside a string
    === cut at 112 [min]
    p:1:110: syntax error: unexpected end of file inside a string
    === cut at 119 [min]
    p:1:117: syntax error: unexpected end of file inside a string
    === cut at 126 [min]
    p:1:124: syntax error: unexpected end of file inside a string
    === cut at 133 [min]
    p:1:131: syntax error: unexpected end of file inside a string
    === cut at 140 [min]
    p:1:137: syntax error: unexpected end of file inside a string
    === cut at 147 [min]
    p:1:144: syntax error: unexpected end of file inside a string
    === cut at 154 [min]
    p:1:151: syntax error: unexpected end of file; ':' was expected after "answer"
    === cut at 161 [min]
    p:1:157: syntax error: unexpected end of file inside a string
    === cut at 168 [min]
    p:1:164: syntax error: unexpected end of file inside a string
    === cut at 175 [min]
    p:1:171: syntax error: unexpected end of file inside a string
    === cut at 182 [min]
    p:1:178: syntax error: unexpected end of file inside a string
    === cut at 189 [min]
    p:1:185: syntax error: unexpected end of file inside a string
    === cut at 196 [min]
    p:1:192: syntax error: unexpected end of file; ',' or '}' was expected
    === cut at 203 [min]
    p:1:199: syntax error: unexpected end of file inside a string
    === cut at 210 [min]
    p:1:206: syntax error: unexpected end of file inside a string
    === cut at 217 [min]
    p:1:213: syntax error: unexpected end of file inside a string
    === cut at 224 [min]
    p:1:220: syntax error: unexpected end of file inside a string
    === cut at 231 [min]
    p:1:227: syntax error: unexpected end of file inside a string
    === cut at 238 [min]
    p:1:233: syntax error: unexpected end of file inside a string
    === cut at 245 [min]
    p:1:240: syntax error: unexpected end of file inside a string
    === cut at 252 [min]
    p:1:247: syntax error: unexpected end of file inside a string
    === cut at 259 [min]
    p:1:254: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 266 [min]
    p:1:261: syntax error: unexpected end of file inside a string
    === cut at 273 [min]
    p:1:268: syntax error: unexpected end of file in 'null'
    === cut at 280 [min]
    p:1:275: syntax error: unexpected end of file inside a string
    === cut at 287 [min]
    p:1:282: syntax error: unexpected end of file inside a string
    === cut at 294 [min]
    p:1:289: syntax error: unexpected end of file inside a string
    === cut at 301 [min]
    p:1:296: syntax error: unexpected end of file inside a string
    === cut at 308 [min]
    p:1:303: syntax error: unexpected end of file inside a string
    === cut at 315 [min]
    p:1:310: syntax error: unexpected end of file inside a string
    === cut at 322 [min]
    p:1:317: syntax error: unexpected end of file; ',' or '}' was expected
    === cut at 329 [min]
    p:1:324: syntax error: unexpected end of file; a value was expected
    === cut at 336 [min]
    p:1:331: syntax error: unexpected end of file inside a string
    === cut at 343 [min]
    p:1:338: syntax error: unexpected end of file inside a string
    === cut at 350 [min]
    p:1:345: syntax error: unexpected end of file inside a string
    === cut at 357 [min]
    p:1:352: syntax error: unexpected end of file inside a string
    === cut at 364 [min]
    p:1:359: syntax error: unexpected end of file inside a string
    === cut at 371 [min]
    p:1:366: syntax error: unexpected end of file inside a string
    === cut at 378 [min]
    p:1:373: syntax error: unexpected end of file inside a string
    === cut at 385 [min]
    p:1:380: syntax error: unexpected end of file inside a string
    === cut at 392 [min]
    p:1:387: syntax error: unexpected end of file inside a string
    === cut at 399 [min]
    p:1:394: syntax error: unexpected end of file inside a string
    === cut at 406 [min]
    p:1:401: syntax error: unexpected end of file; ',' or '}' was expected
    === cut at 413 [min]
    p:1:408: syntax error: unexpected end of file; ':' was expected after "tips"
    === cut at 420 [min]
    p:1:415: syntax error: unexpected end of file inside a string
    === cut at 427 [min]
    p:1:422: syntax error: unexpected end of file inside a string
    === cut at 434 [min]
    p:1:429: syntax error: unexpected end of file inside a string
    === cut at 441 [min]
    p:1:436: syntax error: unexpected end of file inside a string
    === cut at 448 [min]
    p:1:443: syntax error: unexpected end of file; a value was expected
    === cut at 455 [min]
    p:1:450: syntax error: unexpected end of file; ',' or ']' was expected
    === cut at 462 [min]
    p:1:457: syntax error: unexpected end of file inside a string
    === cut at 469 [min]
    p:1:464: syntax error: unexpected end of file; ':' was expected after "n"
    === cut at 476 [min]
    p:1:471: syntax error: unexpected end of file inside a string
    === cut at 483 [min]
    p:1:478: syntax error: unexpected end of file; ',' or ']' was expected
    === cut at 490 [min]
    p:1:485: syntax error: unexpected end of file; ',' or ']' was expected
    === cut at 497 [min]
    p:1:492: syntax error: unexpected end of file; a value was expected
    === cut at 504 [min]
    p:1:499: syntax error: unexpected end of file inside a string
    === cut at 511 [min]
    p:1:506: syntax error: unexpected end of file inside a string
    === cut at 518 [min]
    p:1:511: syntax error: unexpected end of file inside a string
    === cut at 525 [min]
    p:1:518: syntax error: unexpected end of file inside a string
    === cut at 532 [min]
    p:1:525: syntax error: unexpected end of file inside a string
    === cut at 539 [min]
    p:1:532: syntax error: unexpected end of file inside a string
    === cut at 546 [min]
    p:1:539: syntax error: unexpected end of file inside a string
    === cut at 553 [min]
    p:1:545: syntax error: unexpected end of file inside a string
    === cut at 560 [min]
    p:1:552: syntax error: unexpected end of file inside a string
    === cut at 567 [min]
    p:1:559: syntax error: unexpected end of file inside a string
    === cut at 574 [min]
    p:1:565: syntax error: unexpected end of file; ',' or '}' was expected
    === cut at 581 [min]
    p:1:572: syntax error: unexpected end of file inside a string
    === cut at 588 [min]
    p:1:579: syntax error: unexpected end of file inside a string
    === cut at 595 [min]
    p:1:586: syntax error: unexpected end of file inside a string
    === cut at 602 [min]
    p:1:593: syntax error: unexpected end of file; a value was expected
    === cut at 609 [min]
    p:1:600: syntax error: unexpected end of file inside a string
    === cut at 616 [min]
    p:1:607: syntax error: unexpected end of file inside a string
    === cut at 623 [min]
    p:1:614: syntax error: unexpected end of file inside a string
    === cut at 630 [min]
    p:1:621: syntax error: unexpected end of file inside a string
    === cut at 637 [min]
    p:1:628: syntax error: unexpected end of file inside a string
    === cut at 644 [min]
    p:1:635: syntax error: unexpected end of file inside a string
    === cut at 651 [min]
    p:1:641: syntax error: unexpected end of file; ',' or '}' was expected
    === cut at 658 [min]
    p:1:648: syntax error: unexpected end of file inside a string
    === cut at 665 [min]
    p:1:655: syntax error: unexpected end of file inside a string
    === cut at 672 [min]
    p:1:662: syntax error: unexpected end of file inside a string
    === cut at 679 [min]
    p:1:669: syntax error: unexpected end of file inside a string
    === cut at 686 [min]
    p:1:676: syntax error: unexpected end of file; ',' or '}' was expected
    === cut at 693 [min]
    p:1:683: syntax error: unexpected end of file inside a string
    === cut at 700 [min]
    p:1:690: syntax error: unexpected end of file inside a string
    === cut at 707 [min]
    p:1:697: syntax error: unexpected end of file; a value was expected
    === cut at 714 [min]
    p:1:704: syntax error: unexpected end of file; ',' or '}' was expected
    === cut at 721 [min]
    p:1:711: syntax error: unexpected end of file; ':' was expected after "mime"
    === cut at 728 [min]
    p:1:718: syntax error: unexpected end of file inside a string
    === cut at 735 [min]
    p:1:725: syntax error: unexpected end of file inside a string
    === cut at 742 [min]
    p:1:732: syntax error: unexpected end of file inside a string
    === cut at 749 [min]
    p:1:739: syntax error: unexpected end of file inside a string
    === cut at 756 [min]
    p:1:746: syntax error: unexpected end of file inside a string
    === cut at 763 [min]
    p:1:753: syntax error: unexpected end of file; ',' or '}' was expected
    === cut at 770 [min]
    p:1:760: syntax error: unexpected end of file inside a string
    === cut at 777 [min]
    p:1:767: syntax error: unexpected end of file; ':' was expected after "attachment"
    === cut at 784 [min]
    p:1:774: syntax error: unexpected end of file inside a string
    === cut at 791 [min]
    p:1:781: syntax error: unexpected end of file inside a string
    === cut at 798 [min]
    p:1:788: syntax error: unexpected end of file inside a string
    === cut at 805 [min]
    p:1:795: syntax error: unexpected end of file inside a string
    === cut at 812 [min]
    p:1:802: syntax error: unexpected end of file; ':' was expected after "favourite"
    === cut at 819 [min]
    p:1:809: syntax error: unexpected end of file inside a string
    === cut at 826 [min]
    p:1:816: syntax error: unexpected end of file; a value was expected
    === cut at 833 [min]
    p:1:823: syntax error: unexpected end of file inside a string
    === cut at 840 [min]
    p:1:830: syntax error: unexpected end of file inside a string
    === cut at 847 [min]
    p:1:837: syntax error: unexpected end of file inside a string
    === cut at 854 [min]
    p:1:844: syntax error: unexpected end of file inside a string
    === cut at 861 [min]
    p:1:851: syntax error: unexpected end of file inside a string
    === cut at 868 [min]
    p:1:858: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 875 [min]
    p:1:865: syntax error: unexpected end of file; ':' was expected after "nivel"
    === cut at 882 [min]
    p:1:872: syntax error: unexpected end of file; ',' or '}' was expected
    === cut at 889 [min]
    p:1:879: syntax error: unexpected end of file; ':' was expected after "tags"
    === cut at 896 [min]
    p:1:886: syntax error: unexpected end of file inside a string
    === bom [pretty]
    ok  p  quiz  2 items  es  27c75f522cfe3526
    === two boms [pretty]
    p:1:1: syntax error: unexpected byte 0xEF; a value was expected
    === bom and a fault [pretty]
    p:45:17: item 2 (id 2): answer: is empty; write some text here
    === garbage after [pretty]
    p:77:3: syntax error: unexpected '}' after the end of the document
    === text after [pretty]
    p:78:1: syntax error: unexpected byte 0xC3 after the end of the document
    === crlf [pretty]
    p:78:1: syntax error: unexpected 'x' after the end of the document
    === cut at 0 [pretty]
    p:1:1: syntax error: unexpected end of file; a value was expected
    === cut at 7 [pretty]
    p:2:6: syntax error: unexpected end of file inside a string
    === cut at 14 [pretty]
    p:2:13: syntax error: unexpected end of file; a value was expected
    === cut at 21 [pretty]
    p:3:5: syntax error: unexpected end of file inside a string
    === cut at 28 [pretty]
    p:3:12: syntax error: unexpected end of file inside a string
    === cut at 35 [pretty]
    p:4:4: syntax error: unexpected end of file inside a string
    === cut at 42 [pretty]
    p:4:11: syntax error: unexpected end of file; a value was expected
    === cut at 49 [pretty]
    p:4:18: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 56 [pretty]
    p:5:7: syntax error: unexpected end of file inside a string
    === cut at 63 [pretty]
    p:5:14: syntax error: unexpected end of file inside a string
    === cut at 70 [pretty]
    p:5:20: syntax error: unexpected end of file; ',' or '}' was expected
    === cut at 77 [pretty]
    p:6:6: syntax error: unexpected end of file inside a string
    === cut at 84 [pretty]
    p:6:13: syntax error: unexpected end of file; ':' was expected after "language"
    === cut at 91 [pretty]
    p:6:20: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 98 [pretty]
    p:7:7: syntax error: unexpected end of file inside a string
    === cut at 105 [pretty]
    p:8:1: syntax error: unexpected end of file; a value was expected
    === cut at 112 [pretty]
    p:9:2: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 119 [pretty]
    p:9:9: syntax error: unexpected end of file inside a string
    === cut at 126 [pretty]
    p:10:1: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 133 [pretty]
    p:10:8: syntax error: unexpected end of file inside a string
    === cut at 140 [pretty]
    p:10:15: syntax error: unexpected end of file inside a string
    === cut at 147 [pretty]
    p:10:21: syntax error: unexpected end of file inside a string
    === cut at 154 [pretty]
    p:10:27: syntax error: unexpected end of file inside a string
    === cut at 161 [pretty]
    p:10:34: syntax error: unexpected end of file inside a string
    === cut at 168 [pretty]
    p:10:41: syntax error: unexpected end of file inside a string
    === cut at 175 [pretty]
    p:10:48: syntax error: unexpected end of file inside a string
    === cut at 182 [pretty]
    p:10:55: syntax error: unexpected end of file inside a string
    === cut at 189 [pretty]
    p:10:61: syntax error: unexpected end of file inside a string
    === cut at 196 [pretty]
    p:11:5: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 203 [pretty]
    p:11:12: syntax error: unexpected end of file inside a string
    === cut at 210 [pretty]
    p:11:19: syntax error: unexpected end of file inside a string
    === cut at 217 [pretty]
    p:11:25: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 224 [pretty]
    p:12:7: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 231 [pretty]
    p:12:14: syntax error: unexpected end of file inside a string
    === cut at 238 [pretty]
    p:13:3: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 245 [pretty]
    p:13:10: syntax error: unexpected end of file inside a string
    === cut at 252 [pretty]
    p:13:17: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 259 [pretty]
    p:14:7: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 266 [pretty]
    p:14:14: syntax error: unexpected end of file inside a string
    === cut at 273 [pretty]
    p:14:21: syntax error: unexpected end of file in 'false'
    === cut at 280 [pretty]
    p:15:2: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 287 [pretty]
    p:15:9: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 294 [pretty]
    p:15:16: syntax error: unexpected end of file inside a string
    === cut at 301 [pretty]
    p:15:23: syntax error: unexpected end of file inside a string
    === cut at 308 [pretty]
    p:16:3: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 315 [pretty]
    p:16:10: syntax error: unexpected end of file inside a string
    === cut at 322 [pretty]
    p:16:17: syntax error: unexpected end of file inside a string
    === cut at 329 [pretty]
    p:16:24: syntax error: unexpected end of file; a value was expected
    === cut at 336 [pretty]
    p:16:31: syntax error: unexpected end of file inside a string
    === cut at 343 [pretty]
    p:17:1: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 350 [pretty]
    p:17:8: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 357 [pretty]
    p:17:15: syntax error: unexpected end of file inside a string
    === cut at 364 [pretty]
    p:17:22: syntax error: unexpected end of file inside a string
    === cut at 371 [pretty]
    p:18:1: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 378 [pretty]
    p:18:8: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 385 [pretty]
    p:18:15: syntax error: unexpected end of file inside a string
    === cut at 392 [pretty]
    p:18:22: syntax error: unexpected end of file; a value was expected
    === cut at 399 [pretty]
    p:19:2: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 406 [pretty]
    p:19:9: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 413 [pretty]
    p:19:16: syntax error: unexpected end of file; ':' was expected after "photo"
    === cut at 420 [pretty]
    p:20:4: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 427 [pretty]
    p:20:11: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 434 [pretty]
    p:20:18: syntax error: unexpected end of file inside a string
    === cut at 441 [pretty]
    p:20:25: syntax error: unexpected end of file inside a string
    === cut at 448 [pretty]
    p:21:1: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 455 [pretty]
    p:21:8: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 462 [pretty]
    p:21:15: syntax error: unexpected end of file inside a string
    === cut at 469 [pretty]
    p:21:22: syntax error: unexpected end of file inside a string
    === cut at 476 [pretty]
    p:21:29: syntax error: unexpected end of file inside a string
    === cut at 483 [pretty]
    p:22:5: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 490 [pretty]
    p:22:12: syntax error: unexpected end of file inside a string
    === cut at 497 [pretty]
    p:22:19: syntax error: unexpected end of file inside a string
    === cut at 504 [pretty]
    p:22:26: syntax error: unexpected end of file inside a string
    === cut at 511 [pretty]
    p:22:33: syntax error: unexpected end of file inside a string
    === cut at 518 [pretty]
    p:22:40: syntax error: unexpected end of file; ',' or '}' was expected
    === cut at 525 [pretty]
    p:23:7: syntax error: unexpected end of file; ',' or '}' was expected
    === cut at 532 [pretty]
    p:24:4: syntax error: unexpected end of file; ',' or '}' was expected
    === cut at 539 [pretty]
    p:25:2: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 546 [pretty]
    p:25:9: syntax error: unexpected end of file inside a string
    === cut at 553 [pretty]
    p:25:16: syntax error: unexpected end of file inside a string
    === cut at 560 [pretty]
    p:25:23: syntax error: unexpected end of file inside a string
    === cut at 567 [pretty]
    p:25:30: syntax error: unexpected end of file inside a string
    === cut at 574 [pretty]
    p:25:37: syntax error: unexpected end of file inside a string
    === cut at 581 [pretty]
    p:25:44: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 588 [pretty]
    p:26:7: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 595 [pretty]
    p:26:14: syntax error: unexpected end of file inside a string
    === cut at 602 [pretty]
    p:26:21: syntax error: unexpected end of file in 'true'
    === cut at 609 [pretty]
    p:27:3: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 616 [pretty]
    p:27:10: syntax error: unexpected end of file inside a string
    === cut at 623 [pretty]
    p:28:1: syntax error: unexpected end of file; a value was expected
    === cut at 630 [pretty]
    p:28:8: syntax error: unexpected end of file; a value was expected
    === cut at 637 [pretty]
    p:28:15: syntax error: unexpected end of file inside a string
    === cut at 644 [pretty]
    p:29:4: syntax error: unexpected end of file; a value was expected
    === cut at 651 [pretty]
    p:29:11: syntax error: unexpected end of file inside a string
    === cut at 658 [pretty]
    p:30:3: syntax error: unexpected end of file; ',' or ']' was expected
    === cut at 665 [pretty]
    p:31:1: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 672 [pretty]
    p:31:8: syntax error: unexpected end of file inside a string
    === cut at 679 [pretty]
    p:31:15: syntax error: unexpected end of file inside a string
    === cut at 686 [pretty]
    p:31:22: syntax error: unexpected end of file; a value was expected
    === cut at 693 [pretty]
    p:32:5: syntax error: unexpected end of file; a value was expected
    === cut at 700 [pretty]
    p:32:12: syntax error: unexpected end of file inside a string
    === cut at 707 [pretty]
    p:33:3: syntax error: unexpected end of file; ',' or ']' was expected
    === cut at 714 [pretty]
    p:34:1: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 721 [pretty]
    p:34:8: syntax error: unexpected end of file inside a string
    === cut at 728 [pretty]
    p:34:15: syntax error: unexpected end of file; a value was expected
    === cut at 735 [pretty]
    p:35:5: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 742 [pretty]
    p:35:12: syntax error: unexpected end of file; ':' was expected after "n"
    === cut at 749 [pretty]
    p:36:3: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 756 [pretty]
    p:36:10: syntax error: unexpected end of file inside a string
    === cut at 763 [pretty]
    p:36:17: syntax error: unexpected end of file; a value was expected
    === cut at 770 [pretty]
    p:37:6: syntax error: unexpected end of file; a value was expected
    === cut at 777 [pretty]
    p:37:13: syntax error: unexpected end of file inside a string
    === cut at 784 [pretty]
    p:38:5: syntax error: unexpected end of file; a value was expected
    === cut at 791 [pretty]
    p:38:12: syntax error: unexpected end of file inside a string
    === cut at 798 [pretty]
    p:39:5: syntax error: unexpected end of file; ',' or ']' was expected
    === cut at 805 [pretty]
    p:40:2: syntax error: unexpected end of file; ',' or '}' was expected
    === cut at 812 [pretty]
    p:41:1: syntax error: unexpected end of file; ',' or '}' was expected
    === cut at 819 [pretty]
    p:42:1: syntax error: unexpected end of file; a value was expected
    === cut at 826 [pretty]
    p:43:2: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 833 [pretty]
    p:43:9: syntax error: unexpected end of file inside a string
    === cut at 840 [pretty]
    p:44:1: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 847 [pretty]
    p:44:8: syntax error: unexpected end of file inside a string
    === cut at 854 [pretty]
    p:44:15: syntax error: unexpected end of file inside a string
    === cut at 861 [pretty]
    p:44:21: syntax error: unexpected end of file inside a string
    === cut at 868 [pretty]
    p:44:27: syntax error: unexpected end of file inside a string
    === cut at 875 [pretty]
    p:44:34: syntax error: unexpected end of file inside a string
    === cut at 882 [pretty]
    p:44:41: syntax error: unexpected end of file inside a string
    === cut at 889 [pretty]
    p:44:48: syntax error: unexpected end of file inside a string
    === cut at 896 [pretty]
    p:44:55: syntax error: unexpected end of file inside a string
    === cut at 903 [pretty]
    p:44:61: syntax error: unexpected end of file inside a string
    === cut at 910 [pretty]
    p:45:5: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 917 [pretty]
    p:45:12: syntax error: unexpected end of file inside a string
    === cut at 924 [pretty]
    p:45:19: syntax error: unexpected end of file inside a string
    === cut at 931 [pretty]
    p:45:25: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 938 [pretty]
    p:46:7: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 945 [pretty]
    p:46:14: syntax error: unexpected end of file inside a string
    === cut at 952 [pretty]
    p:47:3: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 959 [pretty]
    p:47:10: syntax error: unexpected end of file inside a string
    === cut at 966 [pretty]
    p:47:17: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 973 [pretty]
    p:48:7: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 980 [pretty]
    p:48:14: syntax error: unexpected end of file inside a string
    === cut at 987 [pretty]
    p:48:21: syntax error: unexpected end of file in 'false'
    === cut at 994 [pretty]
    p:49:2: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 1001 [pretty]
    p:49:9: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 1008 [pretty]
    p:49:16: syntax error: unexpected end of file inside a string
    === cut at 1015 [pretty]
    p:49:23: syntax error: unexpected end of file inside a string
    === cut at 1022 [pretty]
    p:50:3: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 1029 [pretty]
    p:50:10: syntax error: unexpected end of file inside a string
    === cut at 1036 [pretty]
    p:50:17: syntax error: unexpected end of file inside a string
    === cut at 1043 [pretty]
    p:50:24: syntax error: unexpected end of file; a value was expected
    === cut at 1050 [pretty]
    p:50:31: syntax error: unexpected end of file inside a string
    === cut at 1057 [pretty]
    p:51:1: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 1064 [pretty]
    p:51:8: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 1071 [pretty]
    p:51:15: syntax error: unexpected end of file inside a string
    === cut at 1078 [pretty]
    p:51:22: syntax error: unexpected end of file inside a string
    === cut at 1085 [pretty]
    p:52:1: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 1092 [pretty]
    p:52:8: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 1099 [pretty]
    p:52:15: syntax error: unexpected end of file inside a string
    === cut at 1106 [pretty]
    p:52:22: syntax error: unexpected end of file; a value was expected
    === cut at 1113 [pretty]
    p:53:2: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 1120 [pretty]
    p:53:9: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 1127 [pretty]
    p:53:16: syntax error: unexpected end of file; ':' was expected after "photo"
    === cut at 1134 [pretty]
    p:54:4: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 1141 [pretty]
    p:54:11: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 1148 [pretty]
    p:54:18: syntax error: unexpected end of file inside a string
    === cut at 1155 [pretty]
    p:54:25: syntax error: unexpected end of file inside a string
    === cut at 1162 [pretty]
    p:55:1: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 1169 [pretty]
    p:55:8: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 1176 [pretty]
    p:55:15: syntax error: unexpected end of file inside a string
    === cut at 1183 [pretty]
    p:55:22: syntax error: unexpected end of file inside a string
    === cut at 1190 [pretty]
    p:55:29: syntax error: unexpected end of file inside a string
    === cut at 1197 [pretty]
    p:56:5: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 1204 [pretty]
    p:56:12: syntax error: unexpected end of file inside a string
    === cut at 1211 [pretty]
    p:56:19: syntax error: unexpected end of file inside a string
    === cut at 1218 [pretty]
    p:56:26: syntax error: unexpected end of file inside a string
    === cut at 1225 [pretty]
    p:56:33: syntax error: unexpected end of file inside a string
    === cut at 1232 [pretty]
    p:56:40: syntax error: unexpected end of file; ',' or '}' was expected
    === cut at 1239 [pretty]
    p:57:7: syntax error: unexpected end of file; ',' or '}' was expected
    === cut at 1246 [pretty]
    p:58:4: syntax error: unexpected end of file; ',' or '}' was expected
    === cut at 1253 [pretty]
    p:59:2: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 1260 [pretty]
    p:59:9: syntax error: unexpected end of file inside a string
    === cut at 1267 [pretty]
    p:59:16: syntax error: unexpected end of file inside a string
    === cut at 1274 [pretty]
    p:59:23: syntax error: unexpected end of file inside a string
    === cut at 1281 [pretty]
    p:59:30: syntax error: unexpected end of file inside a string
    === cut at 1288 [pretty]
    p:59:37: syntax error: unexpected end of file inside a string
    === cut at 1295 [pretty]
    p:59:44: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 1302 [pretty]
    p:60:7: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 1309 [pretty]
    p:60:14: syntax error: unexpected end of file inside a string
    === cut at 1316 [pretty]
    p:60:21: syntax error: unexpected end of file in 'true'
    === cut at 1323 [pretty]
    p:61:3: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 1330 [pretty]
    p:61:10: syntax error: unexpected end of file inside a string
    === cut at 1337 [pretty]
    p:62:1: syntax error: unexpected end of file; a value was expected
    === cut at 1344 [pretty]
    p:62:8: syntax error: unexpected end of file; a value was expected
    === cut at 1351 [pretty]
    p:62:15: syntax error: unexpected end of file inside a string
    === cut at 1358 [pretty]
    p:63:4: syntax error: unexpected end of file; a value was expected
    === cut at 1365 [pretty]
    p:63:11: syntax error: unexpected end of file inside a string
    === cut at 1372 [pretty]
    p:64:3: syntax error: unexpected end of file; ',' or ']' was expected
    === cut at 1379 [pretty]
    p:65:1: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 1386 [pretty]
    p:65:8: syntax error: unexpected end of file inside a string
    === cut at 1393 [pretty]
    p:65:15: syntax error: unexpected end of file inside a string
    === cut at 1400 [pretty]
    p:65:22: syntax error: unexpected end of file; a value was expected
    === cut at 1407 [pretty]
    p:66:5: syntax error: unexpected end of file; a value was expected
    === cut at 1414 [pretty]
    p:66:12: syntax error: unexpected end of file inside a string
    === cut at 1421 [pretty]
    p:67:3: syntax error: unexpected end of file; ',' or ']' was expected
    === cut at 1428 [pretty]
    p:68:1: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 1435 [pretty]
    p:68:8: syntax error: unexpected end of file inside a string
    === cut at 1442 [pretty]
    p:68:15: syntax error: unexpected end of file; a value was expected
    === cut at 1449 [pretty]
    p:69:5: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 1456 [pretty]
    p:69:12: syntax error: unexpected end of file; ':' was expected after "n"
    === cut at 1463 [pretty]
    p:70:3: syntax error: unexpected end of file; a quoted member name was expected
    === cut at 1470 [pretty]
    p:70:10: syntax error: unexpected end of file inside a string
    === cut at 1477 [pretty]
    p:70:17: syntax error: unexpected end of file; a value was expected
    === cut at 1484 [pretty]
    p:71:6: syntax error: unexpected end of file; a value was expected
    === cut at 1491 [pretty]
    p:71:13: syntax error: unexpected end of file inside a string
    === cut at 1498 [pretty]
    p:72:5: syntax error: unexpected end of file; a value was expected
    === cut at 1505 [pretty]
    p:72:12: syntax error: unexpected end of file inside a string
    === cut at 1512 [pretty]
    p:73:5: syntax error: unexpected end of file; ',' or ']' was expected
    === cut at 1519 [pretty]
    p:74:2: syntax error: unexpected end of file; ',' or '}' was expected
    === cut at 1526 [pretty]
    p:75:1: syntax error: unexpected end of file; ',' or '}' was expected
    === cut at 1533 [pretty]
    p:76:2: syntax error: unexpected end of file; ',' or ']' was expected
    === empty file
    p:1:1: syntax error: unexpected end of file; a value was expected
    === only a bom
    p:1:1: syntax error: unexpected end of file; a value was expected
    === only white space
    p:3:1: syntax error: unexpected end of file; a value was expected
    === a nul byte
    p:1:1: syntax error: unexpected byte 0x0; a value was expected
    === half a bom
    p:1:1: syntax error: unexpected byte 0xEF; a value was expected
    === large quiz [min]
    p:1:79250: item 211: id: must be a whole number, found a string
    p:1:159002: item 422 (id 422): question: missing; this field is required
    p:1:238756: item 633 (id 633): question: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:318495: item 844 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:1:398377: item 1055 (id 1055): question: must be a string, found a number
    p:1:478920: item 1266 (id 1266): extra: "a" appears twice in this object; keep one
    p:1:558746: item 1477 (id 1477): question: is empty; write some text here
    p:1:638898: item 1688: id: must be a whole number, found a string
    p:1:719071: item 1899 (id 1899): question: missing; this field is required
    p:1:799247: item 2110 (id 2110): question: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:879406: item 2321 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:1:959599: item 2532 (id 2532): question: must be a string, found a number
    p:1:1040142: item 2743 (id 2743): extra: "a" appears twice in this object; keep one
    p:1:1119968: item 2954 (id 2954): question: is empty; write some text here
    === large match [min]
    p:1:43971: item 211: id: must be a whole number, found a string
    p:1:88275: item 422 (id 422): phase: missing; this field is required
    p:1:132581: item 633 (id 633): phase: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:176875: item 844 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:1:221306: item 1055 (id 1055): phase: must be a string, found a number
    p:1:266236: item 1266 (id 1266): extra: "a" appears twice in this object; keep one
    p:1:310779: item 1477 (id 1477): phase: is empty; write some text here
    p:1:355486: item 1688: id: must be a whole number, found a string
    p:1:400211: item 1899 (id 1899): phase: missing; this field is required
    p:1:444939: item 2110 (id 2110): phase: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:489653: item 2321 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:1:534395: item 2532 (id 2532): phase: must be a string, found a number
    p:1:579325: item 2743 (id 2743): extra: "a" appears twice in this object; keep one
    p:1:623868: item 2954 (id 2954): phase: is empty; write some text here
    === large book [min]
    p:1:41240: item 211: id: must be a whole number, found a string
    p:1:82801: item 422 (id 422): book: missing; this field is required
    p:1:124364: item 633 (id 633): book: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:165916: item 844 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:1:207603: item 1055 (id 1055): book: must be a string, found a number
    p:1:249778: item 1266 (id 1266): extra: "a" appears twice in this object; keep one
    p:1:291590: item 1477 (id 1477): book: is empty; write some text here
    p:1:333555: item 1688: id: must be a whole number, found a string
    p:1:375537: item 1899 (id 1899): book: missing; this field is required
    p:1:417522: item 2110 (id 2110): book: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:459494: item 2321 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:1:501492: item 2532 (id 2532): book: must be a string, found a number
    p:1:543667: item 2743 (id 2743): extra: "a" appears twice in this object; keep one
    p:1:585479: item 2954 (id 2954): book: is empty; write some text here
    === large film [min]
    p:1:23810: item 211: id: must be a whole number, found a string
    p:1:47858: item 422 (id 422): title: missing; this field is required
    p:1:71908: item 633 (id 633): title: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:95946: item 844 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:1:120121: item 1055 (id 1055): title: must be a string, found a number
    p:1:144699: item 1266 (id 1266): extra: "a" appears twice in this object; keep one
    p:1:169082: item 1477 (id 1477): title: is empty; write some text here
    p:1:193533: item 1688: id: must be a whole number, found a string
    p:1:218002: item 1899 (id 1899): title: missing; this field is required
    p:1:242474: item 2110 (id 2110): title: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:266932: item 2321 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:1:291418: item 2532 (id 2532): title: must be a string, found a number
    p:1:315996: item 2743 (id 2743): extra: "a" appears twice in this object; keep one
    p:1:340379: item 2954 (id 2954): title: is empty; write some text here
    === large choice [min]
    p:1:38932: item 211: id: must be a whole number, found a string
    p:1:117414: item 633 (id 633): category: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:156641: item 844 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:1:196011: item 1055 (id 1055): category: must be a string, found a number
    p:1:235850: item 1266 (id 1266): extra: "a" appears twice in this object; keep one
    p:1:275356: item 1477 (id 1477): category: is empty; write some text here
    p:1:314996: item 1688: id: must be a whole number, found a string
    p:1:394321: item 2110 (id 2110): category: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:433968: item 2321 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:1:473649: item 2532 (id 2532): category: must be a string, found a number
    p:1:513488: item 2743 (id 2743): extra: "a" appears twice in this object; keep one
    p:1:552994: item 2954 (id 2954): category: is empty; write some text here
    === large fact [min]
    p:1:22970: item 211: id: must be a whole number, found a string
    p:1:46174: item 422 (id 422): category: missing; this field is required
    p:1:69380: item 633 (id 633): category: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:92571: item 844 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:1:115905: item 1055 (id 1055): category: must be a string, found a number
    p:1:139632: item 1266 (id 1266): extra: "a" appears twice in this object; keep one
    p:1:163178: item 1477 (id 1477): category: is empty; write some text here
    p:1:186782: item 1688: id: must be a whole number, found a string
    p:1:210407: item 1899 (id 1899): category: missing; this field is required
    p:1:234035: item 2110 (id 2110): category: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:257646: item 2321 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:1:281291: item 2532 (id 2532): category: must be a string, found a number
    p:1:305018: item 2743 (id 2743): extra: "a" appears twice in this object; keep one
    p:1:328564: item 2954 (id 2954): category: is empty; write some text here
    === large matches [min]
    p:1:211569: item 1009: id: must be a whole number, found a string
    p:1:425470: item 2018 (id 2018): phase: missing; this field is required
    p:1:639374: item 3027 (id 3027): phase: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:853264: item 4036 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:1:1067182: item 5045 (id 5045): phase: must be a string, found a number
    p:1:1281288: item 6054 (id 6054): extra: "a" appears twice in this object; keep one
    p:1:1495007: item 7063 (id 7063): phase: is empty; write some text here
    === large matches, items first [min]
    p:1:211499: item 1009: id: must be a whole number, found a string
    p:1:425400: item 2018 (id 2018): phase: missing; this field is required
    p:1:639304: item 3027 (id 3027): phase: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:1:853194: item 4036 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:1:1067112: item 5045 (id 5045): phase: must be a string, found a number
    p:1:1281218: item 6054 (id 6054): extra: "a" appears twice in this object; keep one
    p:1:1494937: item 7063 (id 7063): phase: is empty; write some text here
    === large good quizzes [min]
    ok  p  quiz  5000 items  es  7432a2788d4ecad7
    === large quizzes cut short [min]
    p:1:1897864: syntax error: unexpected end of file; ',' or '}' was expected
    === large quizzes with a fault at the end [min]
    p:1:1897823: item 5000 (id 5000): alternatives[0]: character 6 is U+0007 (a control character), which would not show as text; remove it
    === large quiz [pretty]
    p:7149:13: item 211: id: must be a whole number, found a string
    p:14322:5: item 422 (id 422): question: missing; this field is required
    p:21497:19: item 633 (id 633): question: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:28670:13: item 844 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:35845:19: item 1055 (id 1055): question: must be a string, found a number
    p:43052:14: item 1266 (id 1266): extra: "a" appears twice in this object; keep one
    p:50197:19: item 1477 (id 1477): question: is empty; write some text here
    p:57370:13: item 1688: id: must be a whole number, found a string
    p:64543:5: item 1899 (id 1899): question: missing; this field is required
    p:71718:19: item 2110 (id 2110): question: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:78891:13: item 2321 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:86066:19: item 2532 (id 2532): question: must be a string, found a number
    p:93273:14: item 2743 (id 2743): extra: "a" appears twice in this object; keep one
    p:100418:19: item 2954 (id 2954): question: is empty; write some text here
    === large match [pretty]
    p:3159:13: item 211: id: must be a whole number, found a string
    p:6323:5: item 422 (id 422): phase: missing; this field is required
    p:9489:16: item 633 (id 633): phase: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:12653:13: item 844 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:15819:16: item 1055 (id 1055): phase: must be a string, found a number
    p:18998:14: item 1266 (id 1266): extra: "a" appears twice in this object; keep one
    p:22153:16: item 1477 (id 1477): phase: is empty; write some text here
    p:25317:13: item 1688: id: must be a whole number, found a string
    p:28481:5: item 1899 (id 1899): phase: missing; this field is required
    p:31647:16: item 2110 (id 2110): phase: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:34811:13: item 2321 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:37977:16: item 2532 (id 2532): phase: must be a string, found a number
    p:41156:14: item 2743 (id 2743): extra: "a" appears twice in this object; keep one
    p:44311:16: item 2954 (id 2954): phase: is empty; write some text here
    === large book [pretty]
    p:2739:13: item 211: id: must be a whole number, found a string
    p:5481:5: item 422 (id 422): book: missing; this field is required
    p:8225:15: item 633 (id 633): book: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:10967:13: item 844 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:13711:15: item 1055 (id 1055): book: must be a string, found a number
    p:16466:14: item 1266 (id 1266): extra: "a" appears twice in this object; keep one
    p:19201:15: item 1477 (id 1477): book: is empty; write some text here
    p:21943:13: item 1688: id: must be a whole number, found a string
    p:24685:5: item 1899 (id 1899): book: missing; this field is required
    p:27429:15: item 2110 (id 2110): book: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:30171:13: item 2321 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:32915:15: item 2532 (id 2532): book: must be a string, found a number
    p:35670:14: item 2743 (id 2743): extra: "a" appears twice in this object; keep one
    p:38405:15: item 2954 (id 2954): book: is empty; write some text here
    === large film [pretty]
    p:1479:13: item 211: id: must be a whole number, found a string
    p:2955:5: item 422 (id 422): title: missing; this field is required
    p:4433:16: item 633 (id 633): title: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:5909:13: item 844 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:7387:16: item 1055 (id 1055): title: must be a string, found a number
    p:8870:14: item 1266 (id 1266): extra: "a" appears twice in this object; keep one
    p:10345:16: item 1477 (id 1477): title: is empty; write some text here
    p:11821:13: item 1688: id: must be a whole number, found a string
    p:13297:5: item 1899 (id 1899): title: missing; this field is required
    p:14775:16: item 2110 (id 2110): title: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:16251:13: item 2321 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:17729:16: item 2532 (id 2532): title: must be a string, found a number
    p:19212:14: item 2743 (id 2743): extra: "a" appears twice in this object; keep one
    p:20687:16: item 2954 (id 2954): title: is empty; write some text here
    === large choice [pretty]
    p:3789:13: item 211: id: must be a whole number, found a string
    p:11385:19: item 633 (id 633): category: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:15182:13: item 844 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:18981:19: item 1055 (id 1055): category: must be a string, found a number
    p:22796:14: item 1266 (id 1266): extra: "a" appears twice in this object; keep one
    p:26581:19: item 1477 (id 1477): category: is empty; write some text here
    p:30378:13: item 1688: id: must be a whole number, found a string
    p:37974:19: item 2110 (id 2110): category: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:41771:13: item 2321 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:45570:19: item 2532 (id 2532): category: must be a string, found a number
    p:49385:14: item 2743 (id 2743): extra: "a" appears twice in this object; keep one
    p:53170:19: item 2954 (id 2954): category: is empty; write some text here
    === large fact [pretty]
    p:1479:13: item 211: id: must be a whole number, found a string
    p:2955:5: item 422 (id 422): category: missing; this field is required
    p:4433:19: item 633 (id 633): category: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:5909:13: item 844 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:7387:19: item 1055 (id 1055): category: must be a string, found a number
    p:8870:14: item 1266 (id 1266): extra: "a" appears twice in this object; keep one
    p:10345:19: item 1477 (id 1477): category: is empty; write some text here
    p:11821:13: item 1688: id: must be a whole number, found a string
    p:13297:5: item 1899 (id 1899): category: missing; this field is required
    p:14775:19: item 2110 (id 2110): category: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:16251:13: item 2321 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:17729:19: item 2532 (id 2532): category: must be a string, found a number
    p:19212:14: item 2743 (id 2743): extra: "a" appears twice in this object; keep one
    p:20687:19: item 2954 (id 2954): category: is empty; write some text here
    === large matches [pretty]
    p:15129:13: item 1009: id: must be a whole number, found a string
    p:30263:5: item 2018 (id 2018): phase: missing; this field is required
    p:45399:16: item 3027 (id 3027): phase: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:60533:13: item 4036 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:75669:16: item 5045 (id 5045): phase: must be a string, found a number
    p:90818:14: item 6054 (id 6054): extra: "a" appears twice in this object; keep one
    p:105943:16: item 7063 (id 7063): phase: is empty; write some text here
    === large matches, items first [pretty]
    p:15124:13: item 1009: id: must be a whole number, found a string
    p:30258:5: item 2018 (id 2018): phase: missing; this field is required
    p:45394:16: item 3027 (id 3027): phase: character 2 is U+0007 (a control character), which would not show as text; remove it
    p:60528:13: item 4036 (id 1): id: duplicate id 1; item 1 has it too, and ids must be unique in a pack
    p:75664:16: item 5045 (id 5045): phase: must be a string, found a number
    p:90813:14: item 6054 (id 6054): extra: "a" appears twice in this object; keep one
    p:105938:16: item 7063 (id 7063): phase: is empty; write some text here
    === large good quizzes [pretty]
    ok  p  quiz  5000 items  es  7432a2788d4ecad7
    === large quizzes cut short [pretty]
    p:170008:3: syntax error: unexpected end of file; ',' or ']' was expected
    === large quizzes with a fault at the end [pretty]
    p:169998:9: item 5000 (id 5000): alternatives[0]: character 6 is U+0007 (a control character), which would not show as text; remove it
    """#
