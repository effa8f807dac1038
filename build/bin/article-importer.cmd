@echo off
rem Article Importer's command-line tool, from the installed app (Windows). Add this folder
rem (%LOCALAPPDATA%\Programs\article-importer\resources\bin) to your PATH once.
rem It runs the app with a command of the tool ("article-importer help" lists them): no window opens,
rem the output goes to this console (Electron attaches to it), and the exit code is the tool's.
"%~dp0..\..\article-importer.exe" %*
exit /b %ERRORLEVEL%
