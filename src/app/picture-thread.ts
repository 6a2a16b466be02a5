/** The picture worker thread: a thread of its own, so it assembles its own games (the built-in ones) and serves their pictures. */
import { parentPort } from 'node:worker_threads';
import { servePictures } from '../render/picture-worker.js';
import { gameCatalog } from './catalog.js';

servePictures(gameCatalog(), parentPort!);
